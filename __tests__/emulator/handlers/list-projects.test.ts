import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { call } from '../support.js'

interface ProjectsPage {
  projects: { id: number; name: string; tags: string[] }[]
}

describe('list projects', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: { repositories: 25, archivedRepositories: 2, repositoryNames: ['Acme/Web-App'] }
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  const list = async (query: string): Promise<ProjectsPage> => {
    const answer = await call(emulator, `/api/v1/deployments/acme-corp/projects${query}`)
    expect(answer.status).toBe(200)
    return answer.json as ProjectsPage
  }

  it('pages from 0 over every repository, archived ones included', async () => {
    const names: string[] = []
    for (let page = 0; page < 10; page++) {
      const { projects } = await list(`?page=${page}&page_size=10`)
      if (projects.length === 0) break
      names.push(...projects.map(project => project.name))
    }
    const all = [...emulator.dataset.repositories, ...emulator.dataset.archivedRepositories]
    expect(names).toEqual(all.map(repository => repository.name))
    expect((await list('')).projects).toHaveLength(27)
    expect((await list('?page=5&page_size=100')).projects).toEqual([])
  })

  it('lets a client find a repository whatever its case, as GitHub does', async () => {
    const { projects } = await list('?page=0&page_size=100')
    const found = projects.find(project => project.name.toLowerCase() === 'acme/web-app')
    expect(found?.name).toBe('Acme/Web-App')
    expect(BigInt(found!.id)).toBe(emulator.dataset.repositories[0]!.id)
  })

  it('refuses page sizes below 1, and answers 404 for an unknown slug', async () => {
    const zero = await call(emulator, '/api/v1/deployments/acme-corp/projects?page_size=0')
    expect(zero.status).toBe(400)
    expect((await call(emulator, '/api/v1/deployments/nobody/projects')).status).toBe(404)
    expect(emulator.requests.at(-1)?.operation).toBe('listProjects')
  })
})
