import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { BIG_START, call, projectPath } from '../support.js'

describe('get project', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: { repositoryIdStart: BIG_START, repositoryNames: ['Acme/Web-App', 'acme/a b+c'] },
      deployments: [
        { id: '1234', name: 'Acme', slug: 'acme' },
        { id: '99', name: 'Other', slug: 'other' }
      ]
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  it('answers the project named exactly, its id the repository ID, exact beyond 2^53', async () => {
    const answer = await call(emulator, projectPath('acme', 'Acme/Web-App'))
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      project: expect.objectContaining({
        id: BIG_START,
        name: 'Acme/Web-App',
        tags: expect.any(Array),
        managed_scan_config: expect.any(Object)
      })
    })
    expect(answer.text).toContain(`"id":${BIG_START}`)
    expect(emulator.requests.at(-1)?.operation).toBe('getProject')
  })

  it('decodes each percent-encoded segment and keeps the slash', async () => {
    const answer = await call(emulator, projectPath('acme', 'acme/a b+c'))
    expect(answer.status).toBe(200)
    expect((answer.json as { project: { id: bigint } }).project.id).toBe(BIG_START + 1n)
    const archived = emulator.dataset.archivedRepositories[0]!
    expect((await call(emulator, projectPath('acme', archived.name))).status).toBe(200)
  })

  it('answers 404 for another case, an unknown name, another deployment or slug', async () => {
    expect((await call(emulator, projectPath('acme', 'acme/web-app'))).status).toBe(404)
    expect((await call(emulator, projectPath('acme', 'acme/nothing'))).status).toBe(404)
    expect((await call(emulator, projectPath('other', 'Acme/Web-App'))).status).toBe(404)
    expect((await call(emulator, projectPath('nobody', 'Acme/Web-App'))).status).toBe(404)
  })
})
