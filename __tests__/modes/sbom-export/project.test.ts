/**
 * The repository → project look-up of `sbom-export`: the single-project request, then on 404 the
 * project list page by page with a case-insensitive match, against a scripted loopback server.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { findProject, ProjectNotFoundError } from '../../../src/modes/sbom-export/project.js'
import { PlatformClient } from '../../../src/platform/platform-client.js'
import { scriptedServerForFile, silenceStdout } from '../../support/index.js'

const server = scriptedServerForFile()
silenceStdout()

beforeEach(() => {
  server.requests.length = 0
})

const client = () => new PlatformClient(server.transport(), '42')

/** Projects `org/repo-<n>` with IDs 1000 + n, served `page_size` at a time. */
function projectList(total: number, extra: { id: string; name: string }[] = []) {
  const all = [
    ...Array.from({ length: total }, (_, n) => ({ id: String(1000 + n), name: `org/repo-${n}` })),
    ...extra
  ]
  return (url: URL) => {
    const page = Number(url.searchParams.get('page'))
    const size = Number(url.searchParams.get('page_size'))
    return all.slice(page * size, (page + 1) * size).map(p => `{"id":${p.id},"name":"${p.name}"}`)
  }
}

function serve(list: (url: URL) => string[], direct?: string) {
  server.answer(request => {
    const url = new URL(request.url, 'http://x')
    if (url.pathname.startsWith('/api/v1/deployments/acme/projects/')) {
      return direct ? { body: direct } : { status: 404, body: '{"error":"not found"}' }
    }
    if (url.pathname === '/api/v1/deployments/acme/projects') {
      return { body: `{"projects":[${list(url).join(',')}]}` }
    }
    return { status: 500 }
  })
}

describe('findProject', () => {
  it('takes the single-project answer when there is one, with an exact ID', async () => {
    serve(() => [], '{"project":{"id":9223372036854775807,"name":"Acme/Web","tags":[]}}')
    const project = await findProject(client(), 'acme', 'Acme/Web')
    expect(project).toEqual({ id: 9223372036854775807n, name: 'Acme/Web' })
    expect(server.requests.map(r => r.url)).toEqual(['/api/v1/deployments/acme/projects/Acme/Web'])
  })

  it('on 404 searches the list page by page, ignoring case, and stops at the match', async () => {
    serve(projectList(250, [{ id: '9007199254740993', name: 'Acme/Web-App' }]))
    const project = await findProject(client(), 'acme', 'acme/web-app')
    expect(project).toEqual({ id: 9007199254740993n, name: 'Acme/Web-App' })
    expect(server.requests.map(r => r.url)).toEqual([
      '/api/v1/deployments/acme/projects/acme/web-app',
      '/api/v1/deployments/acme/projects?page=0&page_size=100',
      '/api/v1/deployments/acme/projects?page=1&page_size=100',
      '/api/v1/deployments/acme/projects?page=2&page_size=100'
    ])
  })

  it('not found: stops after a short page and names the repository and what to set', async () => {
    serve(projectList(200))
    const error: Error = await findProject(client(), 'acme', 'acme/missing').catch(e => e)
    expect(error).toBeInstanceOf(ProjectNotFoundError)
    expect(error.message).toContain('acme/missing')
    expect(error.message).toContain('searched 200 projects')
    expect(error.message).toContain('`repository-id`')
    expect(error.message).toMatch(/^Set `repository` to the name the platform scanned/)
    // Pages 0 and 1 are full, page 2 is empty: the end.
    expect(server.requests).toHaveLength(4)
  })

  it('an empty deployment: one list page', async () => {
    serve(() => [])
    await expect(findProject(client(), 'acme', 'a/b')).rejects.toThrow(/searched 0 projects/)
    expect(server.requests).toHaveLength(2)
  })

  it('a server that ignores `page` and repeats the first page is stopped', async () => {
    const first = projectList(100)
    serve(url => first(new URL('/?page=0&page_size=100', url)))
    await expect(findProject(client(), 'acme', 'a/b')).rejects.toThrow(
      /repeated its projects on page 1/
    )
    expect(server.requests).toHaveLength(3)
  })

  it('a failing list request fails the look-up with its status', async () => {
    server.answer(request =>
      request.url.includes('?') ? { status: 500, body: 'down' } : { status: 404 }
    )
    await expect(findProject(client(), 'acme', 'a/b')).rejects.toThrow(
      /List projects \(page 0\).*HTTP 500/
    )
  })
})
