import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { BIG_START, EXPORT, call } from '../support.js'

describe('get SBOM export', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: { repositoryIdStart: BIG_START },
      exportPollsUntilDone: 1,
      failingExportRepositoryIds: [String(BIG_START + 1n)]
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  const create = async (repositoryId: bigint): Promise<string> =>
    ((await call(emulator, EXPORT, { body: { repositoryId } })).json as { taskToken: string })
      .taskToken

  it('answers IN_PROGRESS, then COMPLETED with a URL on the storage host', async () => {
    const statusPath = `${EXPORT}/${await create(BIG_START)}`
    expect((await call(emulator, statusPath)).json).toEqual({
      status: 'SBOM_EXPORT_STATUS_IN_PROGRESS'
    })
    const done = (await call(emulator, statusPath)).json as { status: string; downloadUrl: string }
    expect(done.status).toBe('SBOM_EXPORT_STATUS_COMPLETED')
    expect(done.downloadUrl.startsWith(`${emulator.storageUrl}/sbom/`)).toBe(true)
    expect(new URL(done.downloadUrl).origin).not.toBe(new URL(emulator.url).origin)
    expect(done.downloadUrl).toMatch(/X-Signature=[0-9a-f]+&X-Expires=[0-9]+$/)
    expect(emulator.requests.at(-1)?.operation).toBe('getSbomExportStatus')
  })

  it('ends FAILED with an errorMessage for a failing repository', async () => {
    const statusPath = `${EXPORT}/${await create(BIG_START + 1n)}`
    await call(emulator, statusPath)
    const failed = (await call(emulator, statusPath)).json as {
      status: string
      errorMessage: string
    }
    expect(failed.status).toBe('SBOM_EXPORT_STATUS_FAILED')
    expect(failed.errorMessage).toContain(String(BIG_START + 1n))
  })

  it('answers 404 for an unknown task', async () => {
    expect((await call(emulator, `${EXPORT}/no-such-task`)).status).toBe(404)
  })
})
