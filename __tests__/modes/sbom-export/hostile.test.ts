/**
 * `mode: sbom-export` against a hostile or broken platform: task tokens that would change the request
 * path, runner commands in statuses and error messages, compressed and never-ending downloads, a
 * refused download, huge error messages, and output paths that cannot be written.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import type { ServerResponse } from 'node:http'
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import {
  dripForever,
  HOSTILE_STRINGS,
  sendCompressed,
  sendJson,
  type HostileRequest
} from '../../../emulator/hostile.js'
import type { Clock } from '../../../src/action/mode.js'
import type { SbomExportInputs } from '../../../src/modes/sbom-export/inputs.js'
import { runSbomExport } from '../../../src/modes/sbom-export/index.js'
import { fakeClock } from '../../support/clock.js'
import { captureHostileRun, contextFor, injectedCommands } from '../../support/hostile.js'
import { loopbackServer } from '../../support/loopback.js'
import { sbomExportInputs } from '../../support/sbom.js'

const server = loopbackServer()
const DOCUMENT = { bomFormat: 'CycloneDX', specVersion: '1.7', components: [] }

beforeEach(() => {
  server.requests.length = 0
  platform({})
})

interface Script {
  taskToken?: string
  status?: Record<string, unknown>
  download?: (res: ServerResponse) => void
}

/** Plays the three operations, each as the test scripts it. */
function platform(script: Script): void {
  server.handle((req: HostileRequest, res) => {
    if (req.method === 'POST') return sendJson(res, { taskToken: script.taskToken ?? 'task-1' })
    if (req.path.startsWith('/download')) {
      return script.download ? script.download(res) : sendJson(res, DOCUMENT)
    }
    return sendJson(res, {
      status: 'SBOM_EXPORT_STATUS_COMPLETED',
      downloadUrl: `${server.url}/download/sbom.json`,
      ...script.status
    })
  })
}

function inputs(work: string, parts: Partial<SbomExportInputs> = {}): SbomExportInputs {
  return sbomExportInputs(work, {
    repositoryId: 77n,
    ref: 'refs/tags/v1',
    sbomFile: path.join(work, 'out', 'sbom.json'),
    ...parts
  })
}

async function run(
  parts: (
    work: string
  ) => Partial<SbomExportInputs> | Promise<Partial<SbomExportInputs>> = () => ({}),
  keep?: Parameters<typeof captureHostileRun>[1],
  transport: Parameters<typeof contextFor>[2] = {},
  clock?: Clock
) {
  const context = { ...contextFor(server.url, undefined, transport), ...(clock && { clock }) }
  try {
    return await captureHostileRun(async work => {
      try {
        await runSbomExport(inputs(work, await parts(work)), context)
      } catch (error) {
        await context.summary.write((error as Error).message)
        throw error
      }
      await context.summary.write()
    }, keep)
  } finally {
    context.close()
  }
}

describe('values from the API in request paths', () => {
  it.each(['..', '.'])('refuses a task token of %j before polling', async token => {
    platform({ taskToken: token })
    const outcome = await run()
    expect(outcome.failure).toMatch(/taskToken is "\." or "\.\."/)
    expect(server.requests.map(r => r.method)).toEqual(['POST'])
  })

  it('percent-encodes a task token in the path', async () => {
    platform({ taskToken: 'a/b?c#d e' })
    const outcome = await run()
    expect(outcome.failure).toBeUndefined()
    expect(server.requests[1]!.path).toBe('/api/v1/deployments/42/sbom/export/a%2Fb%3Fc%23d%20e')
  })
})

describe('runner commands and escapes from the API', () => {
  it('cannot come from the task token, the status or the error message', async () => {
    platform({
      taskToken: HOSTILE_STRINGS.setOutput,
      status: {
        status: `SBOM_EXPORT_STATUS_FAILED ${HOSTILE_STRINGS.setOutput}`,
        errorMessage: `${HOSTILE_STRINGS.newlineCommand} ${HOSTILE_STRINGS.ansi}`
      }
    })
    const outcome = await run()
    expect(outcome.failure).toBeDefined()
    expect(injectedCommands(outcome.stdout)).toEqual([])
    expect(outcome.summary).not.toContain('\u001b')
  })
})

describe('downloads', () => {
  it.each(['gzip', 'br', 'deflate'] as const)(
    'decodes Content-Encoding %s: the file holds the document',
    async encoding => {
      platform({ download: res => sendCompressed(res, DOCUMENT, encoding) })
      let saved = ''
      const outcome = await run(undefined, async captured => {
        saved = await readFile(captured.outputs['sbom-file']!, 'utf8')
      })
      expect(outcome.failure).toBeUndefined()
      expect(JSON.parse(saved)).toEqual(DOCUMENT)
      expect(server.requests.at(-1)!.headers['accept-encoding']).toBe('gzip, br')
    }
  )

  it('refuses an encoding it cannot decode, and leaves no file', async () => {
    platform({
      download: res => {
        res.writeHead(200, { 'content-encoding': 'zstd' })
        res.end('(zstd bytes)')
      }
    })
    let files: string[] = []
    const outcome = await run(undefined, async captured => {
      files = await readdir(path.join(captured.work, 'out')).catch(() => [])
    })
    expect(outcome.failure).toMatch(/Content-Encoding "zstd", which the action cannot decode/)
    expect(files).toEqual([])
  })

  it('stops a body that never ends at wait-timeout, which bounds polling and download together', async () => {
    platform({ download: res => dripForever(res, 20) })
    let files: string[] = []
    // The smallest wait-timeout; the mode's clock moves only when it sleeps (it does not here), so
    // all of that second is the download's, however long creating and polling the job took.
    const outcome = await run(
      () => ({ waitTimeoutSeconds: 1 }),
      async captured => {
        files = await readdir(path.join(captured.work, 'out')).catch(() => [])
      },
      { timeoutMs: 60_000 },
      fakeClock()
    )
    expect(outcome.failure).toMatch(/no complete answer within 1 s/)
    expect(outcome.failure).toMatch(/wait-timeout/)
    expect(files).toEqual([])
  })

  it('does not blame the token for a 404 on the download, which carries none', async () => {
    platform({ download: res => sendJson(res, { error: 'expired' }, 404) })
    const outcome = await run()
    expect(outcome.failure).toMatch(/HTTP 404/)
    expect(outcome.failure).toMatch(/may have expired/)
    expect(outcome.failure).not.toMatch(/permission|token lacks/i)
  })
})

describe('the summary', () => {
  it('stays within 1 MiB with a 3 MB error message, trailing newline included', async () => {
    platform({
      status: { status: 'SBOM_EXPORT_STATUS_FAILED', errorMessage: 'é'.repeat(1_500_000) }
    })
    const outcome = await run()
    expect(outcome.failure).toBeDefined()
    expect(Buffer.byteLength(outcome.summary)).toBeLessThanOrEqual(1024 * 1024)
    expect(outcome.summary.endsWith('\n')).toBe(true)
  })
})

describe('output paths are checked before any request', () => {
  it('refuses a path under /proc', async () => {
    const outcome = await run(() => ({ sbomFile: '/proc/self/fd/1/sbom.json' }))
    expect(outcome.failure).toMatch(/Input 'sbom-file'.*does not write under \/proc/)
    expect(server.requests).toHaveLength(0)
  })

  it('says which parent is a file', async () => {
    const outcome = await run(
      work => ({ sbomFile: path.join(work, 'RUNNER_TEMP', 'x', 'sbom.json') }),
      undefined
    )
    // the parent does not exist at all: fine, it is created
    expect(outcome.failure).toBeUndefined()
    const blocked = await run(async work => {
      const file = path.join(work, 'plain-file')
      await writeFile(file, '')
      return { sbomFile: path.join(file, 'sub', 'sbom.json') }
    })
    expect(blocked.failure).toMatch(/plain-file is a file, not a folder/)
    // one POST: from the first run only
    expect(server.requests.filter(r => r.method === 'POST')).toHaveLength(1)
  })

  it('never follows a symlink planted at a temporary name', async () => {
    let victim = ''
    const outcome = await run(
      async work => {
        const out = path.join(work, 'out')
        victim = path.join(work, 'victim')
        await mkdir(out, { recursive: true })
        await writeFile(victim, 'keep me')
        await symlink(victim, path.join(out, 'sbom.json.part'))
        return {}
      },
      async captured => {
        expect(await readFile(path.join(captured.work, 'victim'), 'utf8')).toBe('keep me')
        expect(JSON.parse(await readFile(captured.outputs['sbom-file']!, 'utf8'))).toEqual(DOCUMENT)
      }
    )
    expect(outcome.failure).toBeUndefined()
    expect(victim).not.toBe('')
  })
})

describe('a disk that fails mid-download', () => {
  // A real full disk needs a small tmpfs, which only root may mount; the transport's own test
  // fills /dev/full instead, which runs anywhere.
  const asRoot = process.getuid?.() === 0
  ;(asRoot ? it : it.skip)(
    'names the file and ENOSPC, and is not retried as a network failure',
    async () => {
      const big = { ...DOCUMENT, components: [{ name: 'x'.repeat(200_000) }] }
      platform({ download: res => sendJson(res, big) })
      let disk = ''
      const outcome = await run(
        async work => {
          disk = path.join(work, 'small-disk')
          await mkdir(disk)
          execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', disk])
          return { sbomFile: path.join(disk, 'sbom.json') }
        },
        () => {
          execFileSync('umount', [disk])
        }
      )
      expect(outcome.failure).toMatch(
        /^Check the free space and permissions of the runner's disk: writing .*small-disk\/sbom\.json failed: no space left on the device \(ENOSPC\)\.$/
      )
      expect(server.requests.filter(r => r.path.startsWith('/download'))).toHaveLength(1)
    }
  )
})
