/**
 * The summary file stays within the 1 MiB GitHub reads, whatever the input: cut with a note at the
 * limit, counting what the file held already, without splitting a character.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { readFile, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { StepSummary } from '../../src/action/summary.js'
import { renderPoliciesSummary } from '../../src/modes/policies/summary.js'
import { folderPerTest } from '../support/folder.js'

const LIMIT = 1024 * 1024
const work = folderPerTest('summary-bounds-')

afterEach(() => {
  delete process.env.GITHUB_STEP_SUMMARY
})

async function writtenSummary(markdown: string, existing = ''): Promise<Buffer> {
  const file = path.join(work.path, 'summary.md')
  await writeFile(file, existing)
  process.env.GITHUB_STEP_SUMMARY = file
  const summary = new StepSummary()
  summary.show(() => markdown)
  await summary.write()
  return readFile(file)
}

describe('the summary file', () => {
  it('is at most 1 MiB when the rendered summary is one byte over, newline included', async () => {
    const bytes = await writtenSummary('a'.repeat(LIMIT + 1))
    expect(bytes.length).toBeLessThanOrEqual(LIMIT)
    expect(bytes.toString('utf8')).toMatch(/summary cut at the 1 MiB limit/)
  })

  it('is at most 1 MiB at exactly the limit, and with multi-byte characters', async () => {
    expect((await writtenSummary('a'.repeat(LIMIT))).length).toBeLessThanOrEqual(LIMIT)
    const bytes = await writtenSummary('é'.repeat(LIMIT))
    expect(bytes.length).toBeLessThanOrEqual(LIMIT)
    expect(bytes.toString('utf8')).not.toContain('\uFFFD')
  })

  it('counts what the file held already', async () => {
    const bytes = await writtenSummary('b'.repeat(LIMIT), 'x'.repeat(1000))
    expect(bytes.length).toBeLessThanOrEqual(LIMIT)
  })

  it('holds 20,000 policies within the bound', async () => {
    const policies = Array.from({ length: 20_000 }, (_, i) => ({
      id: String(i),
      isDefault: false,
      name: `policy ${i} ${'n'.repeat(60)}`,
      productType: `PRODUCT_TYPE_${i % 7}`,
      slug: `slug-${i}`
    }))
    const bytes = await writtenSummary(
      renderPoliciesSummary({ deployment: '1', listing: { kind: 'listed', policies } })
    )
    expect(bytes.length).toBeLessThanOrEqual(LIMIT)
  })
})
