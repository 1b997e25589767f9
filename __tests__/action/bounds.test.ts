/**
 * Bounds of what the action leaves behind: the summary file (≤ 1 MiB as GitHub reads it, whatever
 * the input), outputs (≤ 1,000,000 bytes, larger ones in a file, no token), and files written through
 * a temporary file that no planted symlink can redirect.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { parseOutputFile } from '../../scripts/lib/action-runner.js'
import { checkOutputPath, writeFileSafely } from '../../src/action/files.js'
import { parseCommonInputs } from '../../src/action/inputs.js'
import { OUTPUT_LIMIT_BYTES, setOutput } from '../../src/action/outputs.js'
import { registerSecret } from '../../src/platform/secrets.js'
import { StepSummary } from '../../src/action/summary.js'
import { renderPoliciesSummary } from '../../src/modes/policies/summary.js'

const LIMIT = 1024 * 1024
let work: string

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bounds-'))
})
afterEach(async () => {
  jest.restoreAllMocks()
  delete process.env.GITHUB_STEP_SUMMARY
  delete process.env.GITHUB_OUTPUT
  delete process.env.RUNNER_TEMP
  await rm(work, { recursive: true, force: true })
})

async function writtenSummary(markdown: string, existing = ''): Promise<Buffer> {
  const file = path.join(work, 'summary.md')
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

describe('outputs', () => {
  beforeEach(async () => {
    process.env.GITHUB_OUTPUT = path.join(work, 'output')
    process.env.RUNNER_TEMP = work
    await writeFile(process.env.GITHUB_OUTPUT, '')
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  })
  const outputs = async () => parseOutputFile(await readFile(process.env.GITHUB_OUTPUT!, 'utf8'))

  it('sets a value up to 1,000,000 bytes as it is', async () => {
    await setOutput('policies', 'p'.repeat(OUTPUT_LIMIT_BYTES))
    expect((await outputs()).policies).toHaveLength(OUTPUT_LIMIT_BYTES)
  })

  it('puts a larger value in a file named by <name>-file', async () => {
    await setOutput('policies', 'p'.repeat(OUTPUT_LIMIT_BYTES + 1))
    const set = await outputs()
    expect(set.policies).toBe('')
    expect(set['policies-file']).toBe(path.join(work, 'policies.json'))
    expect((await stat(set['policies-file']!)).size).toBe(OUTPUT_LIMIT_BYTES + 1)
  })

  it('never holds a registered secret', async () => {
    registerSecret('sekret-123')
    await setOutput('ticket-url', 'https://x.example/?t=sekret-123')
    expect((await outputs())['ticket-url']).toBe('https://x.example/?t=***')
  })
})

describe('files', () => {
  it('never follows a symlink planted at <file>.part, and leaves no temporary file', async () => {
    const victim = path.join(work, 'victim')
    await writeFile(victim, 'keep')
    const file = path.join(work, 'out.json')
    await symlink(victim, `${file}.part`)
    await writeFileSafely(file, 'new')
    expect(await readFile(victim, 'utf8')).toBe('keep')
    expect(await readFile(file, 'utf8')).toBe('new')
    expect((await readdir(work)).sort()).toEqual(['out.json', 'out.json.part', 'victim'])
  })

  it('writes each piece before asking for the next, so a source may reuse one buffer', async () => {
    const file = path.join(work, 'pieces.txt')
    const buffer = Buffer.alloc(3)
    async function* reused(): AsyncGenerator<Buffer> {
      for (const letter of ['a', 'b', 'c']) {
        buffer.fill(letter)
        yield buffer
      }
    }
    await writeFileSafely(file, reused())
    expect(await readFile(file, 'utf8')).toBe('aaabbbccc')
  })

  it('names a parent that is a file instead of a bare EEXIST', async () => {
    await writeFile(path.join(work, 'f'), '')
    await expect(writeFileSafely(path.join(work, 'f', 'g', 'h.json'), 'x')).rejects.toThrow(
      /Could not create the folder .*: a part of that path is a file, not a folder/
    )
    expect(() => checkOutputPath('inventory-file', path.join(work, 'f', 'g', 'h.json'))).toThrow(
      /Input 'inventory-file' .*f is a file, not a folder/
    )
  })

  it.each(['/proc/self/x.json', '/sys/x.json', '/dev/x.json'])('refuses %s at once', file => {
    expect(() => checkOutputPath('sbom-file', file)).toThrow(/does not write under/)
  })

  it('refuses a path that is a folder', () => {
    expect(() => checkOutputPath('sbom-file', work)).toThrow(/that is a folder/)
  })
})

describe('the token input', () => {
  it('names the token when it holds a character no token has', () => {
    const read = (name: string) =>
      ({ token: 'tok€n', 'deployment-id': '1', mode: 'policies' })[name] ?? ''
    expect(() => parseCommonInputs(read, {})).toThrow(/Input 'token' holds a character/)
  })
})
