import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { BIG_START, EXPORT, call } from '../support.js'

describe('create SBOM export', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: { repositoryIdStart: BIG_START },
      exportPollsUntilDone: 0
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  it('needs the exact repository id: a rounded one is unknown', async () => {
    const rounded = await call(emulator, EXPORT, { body: '{"repositoryId": 9007199254740992}' })
    expect(rounded.status).toBe(404)
    const exact = await call(emulator, EXPORT, { body: { repositoryId: BIG_START } })
    expect(exact.status).toBe(200)
    expect(exact.json).toEqual({ taskToken: expect.any(String) })
    expect(emulator.requests.at(-1)?.rawBody).toBe('{"repositoryId":9007199254740993}')
  })

  it('takes archived repositories too, and defaults to CycloneDX 1.4 as the platform does', async () => {
    const archived = emulator.dataset.archivedRepositories[0]!
    const created = await call(emulator, EXPORT, { body: { repositoryId: archived.id } })
    expect(created.status).toBe(200)
    const { taskToken } = created.json as { taskToken: string }
    const status = (await call(emulator, `${EXPORT}/${taskToken}`)).json as {
      downloadUrl: string
    }
    const document = (await (await fetch(status.downloadUrl)).json()) as { specVersion: string }
    expect(document.specVersion).toBe('1.4')
  })
})
