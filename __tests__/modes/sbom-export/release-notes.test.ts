/** The comparison's section in the release notes: appended once, replaced on a re-run. */
import { describe, expect, it } from '@jest/globals'
import { spliceNotes } from '../../../src/modes/sbom-export/release-notes.js'

const S = '<!-- sbom-diff:start -->'
const E = '<!-- sbom-diff:end -->'

describe('spliceNotes', () => {
  it.each<[string, string, string]>([
    ['empty notes get the section alone', '', `${S}\nNEW\n${E}\n`],
    ['blank notes too', ' \n\n', `${S}\nNEW\n${E}\n`],
    [
      'written notes are kept, the section after a blank line',
      'Fixes.\n',
      `Fixes.\n\n${S}\nNEW\n${E}\n`
    ],
    [
      'a re-run replaces the section and keeps both sides',
      `Intro\n\n${S}\nOLD\n${E}\n\nOutro`,
      `Intro\n\n${S}\nNEW\n${E}\n\nOutro`
    ],
    [
      'CRLF notes written in the browser keep their text',
      `Intro\r\n\r\n${S}\r\nOLD\r\n${E}\r\nThanks`,
      `Intro\r\n\r\n${S}\nNEW\n${E}\r\nThanks`
    ],
    ['a lone start marker is text, not a section', `a ${S} b`, `a ${S} b\n\n${S}\nNEW\n${E}\n`],
    ['a lone end marker is text too', `a ${E} b`, `a ${E} b\n\n${S}\nNEW\n${E}\n`],
    [
      'a lone start marker that opens the notes is text too',
      `${S} b`,
      `${S} b\n\n${S}\nNEW\n${E}\n`
    ],
    [
      'a lone start before the section keeps the text between them',
      `x ${S} y\n${S}\nOLD\n${E}\nz`,
      `x ${S} y\n${S}\nNEW\n${E}\nz`
    ],
    [
      'a lone start after the section leaves the section found',
      `${S}\nOLD\n${E}\nx ${S} y`,
      `${S}\nNEW\n${E}\nx ${S} y`
    ],
    [
      'a lone start before the section keeps the text between them',
      `Intro ${S} quoted\n\nKept by hand.\n\n${S}\nOLD\n${E}\nOutro`,
      `Intro ${S} quoted\n\nKept by hand.\n\n${S}\nNEW\n${E}\nOutro`
    ],
    [
      'an end before any start does not swallow text',
      `p ${E} q\n${S}\nOLD\n${E}\nr`,
      `p ${E} q\n${S}\nNEW\n${E}\nr`
    ]
  ])('%s', (_, notes, expected) => {
    expect(spliceNotes(notes, 'NEW')).toBe(expected)
  })

  it('trims the blank lines around the section', () => {
    expect(spliceNotes('', '\n\n  NEW  \n\n')).toBe(`${S}\nNEW\n${E}\n`)
  })

  it('is stable: running twice gives what running once gives', () => {
    const once = spliceNotes('Release notes by hand.', '### Changes\n\nrows')
    expect(spliceNotes(once, '### Changes\n\nrows')).toBe(once)
    expect(once.split(S)).toHaveLength(2)
  })
})
