/** The changes as Markdown: counts, bounded tables, "how many more", and escaping of SBOM values. */
import { describe, expect, it } from '@jest/globals'
import {
  MAX_ROWS,
  renderChanges,
  renderComparison,
  shareRows,
  shortPurl,
  verdictHeadline,
  type ComparedBase
} from '../../../src/modes/sbom-export/diff-markdown.js'
import type { SbomDiff } from '../../../src/modes/sbom-export/sbom-diff.js'
import { expectTablesWellFormed, HOSTILE, rawSpecials, rowOf } from '../../support/markdown.js'

const BASE: ComparedBase = {
  tag: 'v1.1.0',
  assetName: 'web-app-v1.1.0.cdx.json',
  assetUrl: 'https://github.com/acme/web-app/releases/download/v1.1.0/web-app-v1.1.0.cdx.json',
  releaseUrl: 'https://github.com/acme/web-app/releases/tag/v1.1.0'
}
const FILE = '/runner/temp/sbom-diff-7.json'

function diffOf(
  counts: Partial<Record<'added' | 'removed' | 'changed' | 'introduced' | 'resolved', number>>
): SbomDiff {
  const n = (k: keyof typeof counts) => counts[k] ?? 0
  const components = (kind: string, k: keyof typeof counts) =>
    Array.from({ length: n(k) }, (_, i) => ({
      name: `${kind}-${i}`,
      purl: `pkg:npm/${kind}-${i}@1.0.0`,
      version: '1.0.0'
    }))
  return {
    components: {
      added: components('added', 'added'),
      removed: components('removed', 'removed'),
      changed: Array.from({ length: n('changed') }, (_, i) => ({
        name: `changed-${i}`,
        purl: `pkg:npm/changed-${i}`,
        from: ['1.0.0'],
        to: ['1.1.0']
      }))
    },
    vulnerabilities: {
      introduced: Array.from({ length: n('introduced') }, (_, i) => ({
        id: `CVE-2025-${1000 + i}`,
        severity: 'high' as const,
        affects: []
      })),
      resolved: Array.from({ length: n('resolved') }, (_, i) => ({
        id: `CVE-2020-${1000 + i}`,
        severity: 'low' as const,
        affects: []
      }))
    }
  }
}

describe('verdictHeadline', () => {
  it.each<[Parameters<typeof diffOf>[0], string]>([
    [
      { introduced: 1, resolved: 2 },
      'since <code>v1.1.0</code>: 1 vulnerability introduced, 2 resolved, no component changes'
    ],
    [
      { introduced: 3, changed: 1 },
      'since <code>v1.1.0</code>: 3 vulnerabilities introduced, 0 resolved, 1 component change'
    ],
    [
      { resolved: 1, added: 2, removed: 3 },
      'since <code>v1.1.0</code>: 1 vulnerability resolved, none introduced, 5 component changes'
    ],
    [
      { added: 1 },
      'since <code>v1.1.0</code>: no vulnerability introduced or resolved, 1 component change'
    ],
    [{}, 'no changes since <code>v1.1.0</code>']
  ])('%j → %s', (counts, expected) => {
    expect(verdictHeadline(diffOf(counts), 'v1.1.0')).toBe(expected)
  })
})

describe('renderChanges', () => {
  it('opens with the heading and one line of counts, and links the base', () => {
    const markdown = renderChanges(diffOf({ introduced: 1, added: 2, changed: 1 }), BASE, {
      target: 'summary',
      file: FILE
    })
    const lines = markdown.split('\n\n')
    expect(lines[0]).toBe('### Changes since v1.1.0')
    expect(lines[1]).toBe(
      '**1 vulnerability introduced, 0 resolved; 2 components added, 0 removed, 1 changed.** Compared with ' +
        `<a href="${BASE.assetUrl}">web-app-v1.1.0.cdx.json</a> on release <a href="${BASE.releaseUrl}">v1.1.0</a>.`
    )
    expectTablesWellFormed(markdown)
  })

  it('says plainly when nothing changed', () => {
    const markdown = renderChanges(diffOf({}), BASE, { target: 'summary' })
    expect(markdown).toContain(
      '**No vulnerability introduced or resolved; no component added, removed or changed.**'
    )
    expect(markdown).not.toContain('|')
  })

  it.each([
    [49, 0],
    [50, 0],
    [51, 1],
    [5_000, 4_950]
  ])(
    'shows %i introduced vulnerabilities in at most 50 rows, and says how many more (%i)',
    (count, hidden) => {
      const markdown = renderChanges(diffOf({ introduced: count }), BASE, {
        target: 'summary',
        file: FILE
      })
      const rows = markdown.split('\n').filter(line => line.startsWith('| **high** |'))
      expect(rows).toHaveLength(Math.min(count, MAX_ROWS))
      if (hidden === 0) expect(markdown).not.toContain('more vulnerabilities introduced')
      else
        expect(markdown).toContain(
          `…and ${hidden.toLocaleString('en-US')} more vulnerabilities introduced in <code>sbom-diff-file</code> (<code>${FILE}</code>).`
        )
    }
  )

  it('shares the 50 component rows among the kinds, so that a long list hides no kind', () => {
    const markdown = renderChanges(diffOf({ added: 3, removed: 1_000, changed: 4_000 }), BASE, {
      target: 'summary',
      file: FILE
    })
    const kinds = markdown
      .split('\n')
      .filter(l => /^\| (added|removed|changed) \|/.test(l))
      .map(l => l.split(' | ')[0]!.slice(2))
    expect(kinds).toHaveLength(50)
    expect(kinds.filter(k => k === 'added')).toHaveLength(3)
    expect(kinds.filter(k => k === 'changed')).toHaveLength(24)
    expect(kinds.filter(k => k === 'removed')).toHaveLength(23)
    expect(kinds.indexOf('changed')).toBe(0)
    expect(markdown).toContain('…and 4,953 more component changes in <code>sbom-diff-file</code>')
  })

  it('collapses the resolved vulnerabilities in the summary, not in the release notes', () => {
    const diff = diffOf({ resolved: 2 })
    expect(renderChanges(diff, BASE, { target: 'summary' })).toContain(
      '<details><summary>Vulnerabilities resolved (2)</summary>'
    )
    const notes = renderChanges(diff, BASE, { target: 'notes', maxRows: 1 })
    expect(notes).not.toContain('<details>')
    expect(notes).toContain('**Vulnerabilities resolved:**')
    expect(notes).toContain('…and 1 more vulnerabilities resolved.')
    expect(notes.split('\n\n')[0]).toBe(`### Changes since <a href="${BASE.releaseUrl}">v1.1.0</a>`)
  })

  it('shows no rows but the counts with maxRows 0', () => {
    const notes = renderChanges(diffOf({ introduced: 3, added: 4 }), BASE, {
      target: 'notes',
      maxRows: 0
    })
    expect(notes).toContain('…and 3 more vulnerabilities introduced.')
    expect(notes).toContain('…and 4 more component changes.')
  })

  it('escapes every value from the SBOMs and keeps the tables whole', () => {
    const diff: SbomDiff = {
      components: {
        added: HOSTILE.map(h => ({ name: h, group: h, purl: `pkg:npm/${h}@${h}`, version: h })),
        removed: [],
        changed: HOSTILE.map(h => ({ name: h, from: [h], to: [h, 'x'] }))
      },
      vulnerabilities: {
        introduced: HOSTILE.map(h => ({
          id: h,
          severity: 'critical' as const,
          state: h,
          affects: [h, `pkg:npm/${h}@1`]
        })),
        resolved: []
      }
    }
    const hostileBase = { ...BASE, tag: HOSTILE[0]!, assetName: HOSTILE[3]! }
    const markdown = renderChanges(diff, hostileBase, { target: 'summary', file: FILE })
    expectTablesWellFormed(markdown)
    expect(markdown).not.toMatch(/<script|<img|\]\(javascript/)
    expect(markdown.split('\n').filter(l => l.startsWith('| **critical** |'))).toHaveLength(
      HOSTILE.length
    )
    for (const line of markdown
      .split('\n')
      .filter(l => /^\| (added|changed|\*\*critical\*\*) \|/.test(l))) {
      const cells = line.slice(1, -1).split(' | ').slice(1)
      for (const cell of cells) {
        const values = cell.replace(/<\/?code>/g, '').replace(/ → |, /g, '')
        expect(rawSpecials(values)).toEqual([])
      }
    }
  })

  it('cuts long values in cells', () => {
    const long = 'n'.repeat(1_000)
    const diff = diffOf({})
    diff.components.added.push({ name: long, version: long })
    const row = rowOf(renderChanges(diff, BASE, { target: 'notes' }), '| added |')
    expect(row.length).toBeLessThan(300)
    expect(row).toContain('…')
  })
})

describe('renderComparison', () => {
  it('says that the release notes hold the same changes, when written', () => {
    const markdown = renderComparison({
      state: 'compared',
      base: BASE,
      diff: diffOf({ added: 1 }),
      file: FILE,
      notes: { state: 'written', url: 'https://github.com/acme/web-app/releases/tag/v1.2.0' }
    })
    expect(markdown).toContain(
      'The same changes are in the <a href="https://github.com/acme/web-app/releases/tag/v1.2.0">release notes</a>'
    )
  })

  it('gives a first release its own line, and a warning nothing', () => {
    expect(
      renderComparison({ state: 'first-release', message: 'This is the first release.' })
    ).toBe('### Changes since the previous release\n\nThis is the first release.')
    expect(renderComparison({ state: 'not-compared', message: 'x' })).toBe('')
    expect(renderComparison(undefined)).toBe('')
  })
})

describe('shareRows and shortPurl', () => {
  it.each<[number[], number, number[]]>([
    [[0, 0, 0], 50, [0, 0, 0]],
    [[10, 5, 2], 50, [10, 5, 2]],
    [[100, 100, 100], 50, [16, 17, 17]],
    [[4_000, 3, 1_000], 50, [24, 3, 23]],
    [[100, 0, 0], 50, [50, 0, 0]],
    [[7, 7, 7], 0, [0, 0, 0]]
  ])('%j in %i rows → %j', (counts, max, expected) => {
    const shares = shareRows(counts, max)
    expect(shares).toEqual(expected)
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(max)
  })

  it.each([
    ['pkg:npm/%40scope/name@1.0.0?x=y#p', '@scope/name@1.0.0'],
    ['pkg:maven/org.apache/commons-io@2.0', 'org.apache/commons-io@2.0'],
    ['ref-b', 'ref-b'],
    ['pkg:npm/bad%zz@1', 'bad%zz@1']
  ])('%s → %s', (purl, short) => {
    expect(shortPurl(purl)).toBe(short)
  })
})
