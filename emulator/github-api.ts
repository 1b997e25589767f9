/**
 * A loopback stand-in for the part of GitHub's REST API that `mode: ticket-link` calls:
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}/commits`, paginated with `per_page`/`page` and a
 * `Link` header as GitHub does (at most 250 commits), answering 401 to a wrong token and, when told,
 * 403 as GitHub answers a token without access to pull requests. Tests and the demo point
 * `GITHUB_API_URL` at it.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A commit as the fake serves it. */
export interface FakeCommit {
  sha: string
  message: string
}

export interface FakeGitHubOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Port; default 0 (any free port). */
  port?: number
  /** The token it accepts (as `token …` or `Bearer …`); default a random `ghs_` token. */
  token?: string
  /** Commits per pull request, keyed `owner/repo#number`. */
  pullRequests?: Record<string, FakeCommit[]>
  /** Answer every commits request with 403, as to a token without pull-requests access. */
  refuseCommits?: boolean
}

/** One request as the fake saw it. */
export interface FakeGitHubRequest {
  method: string
  /** Path with query string. */
  path: string
  authorization: string | undefined
  status: number
}

export interface FakeGitHub {
  /** Base URL to use as GITHUB_API_URL (no trailing slash). */
  url: string
  token: string
  requests: FakeGitHubRequest[]
  /** Sets the commits of a pull request. */
  setCommits(repository: string, pullNumber: number, commits: FakeCommit[]): void
  /** Switches the 403 answer on or off. */
  refuseCommits(refuse: boolean): void
  close(): Promise<void>
}

/** GitHub lists at most this many commits of a pull request. */
const MAX_LISTED_COMMITS = 250
const COMMITS_PATH = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/([0-9]+)\/commits$/

/** A 40-hex-digit commit SHA derived from a seed, for realistic fixtures. */
export function fakeSha(seed: string): string {
  let hex = ''
  let state = 0x811c9dc5
  for (let round = 0; hex.length < 40; round++) {
    for (const ch of `${seed}:${round}`) state = Math.imul(state ^ ch.charCodeAt(0), 0x01000193)
    hex += (state >>> 0).toString(16).padStart(8, '0')
  }
  return hex.slice(0, 40)
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const token = options.token ?? `ghs_${randomBytes(18).toString('hex')}`
  const pullRequests = new Map(Object.entries(options.pullRequests ?? {}))
  let refuse = options.refuseCommits ?? false
  const requests: FakeGitHubRequest[] = []
  let base = ''

  const answer = (res: ServerResponse, status: number, body: unknown, headers = {}): number => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-media-type': 'github.v3; format=json',
      ...headers
    })
    res.end(JSON.stringify(body))
    return status
  }

  const route = (req: IncomingMessage, res: ServerResponse): number => {
    const url = new URL(req.url ?? '/', base)
    const match = COMMITS_PATH.exec(url.pathname)
    if (req.method !== 'GET' || !match) {
      return answer(res, 404, {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest',
        status: '404'
      })
    }
    const sent = req.headers.authorization ?? ''
    if (sent !== `token ${token}` && sent !== `Bearer ${token}`) {
      return answer(res, 401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401'
      })
    }
    if (refuse) {
      return answer(res, 403, {
        message: 'Resource not accessible by integration',
        documentation_url:
          'https://docs.github.com/rest/pulls/pulls#list-commits-on-a-pull-request',
        status: '403'
      })
    }
    const [, owner, repo, number] = match
    const commits = pullRequests.get(`${owner}/${repo}#${number}`)
    if (commits === undefined) {
      return answer(res, 404, {
        message: 'Not Found',
        documentation_url:
          'https://docs.github.com/rest/pulls/pulls#list-commits-on-a-pull-request',
        status: '404'
      })
    }
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30))
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
    const listed = commits.slice(0, MAX_LISTED_COMMITS)
    const last = Math.max(1, Math.ceil(listed.length / perPage))
    const items = listed.slice((page - 1) * perPage, page * perPage)
    const pageUrl = (n: number): string => {
      const next = new URL(url.pathname, base)
      next.searchParams.set('per_page', String(perPage))
      next.searchParams.set('page', String(n))
      return next.toString()
    }
    const links: string[] = []
    if (page < last)
      links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(last)}>; rel="last"`)
    if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`, `<${pageUrl(page - 1)}>; rel="prev"`)
    const body = items.map(c => commitItem(`${base}/repos/${owner}/${repo}`, c))
    return answer(res, 200, body, links.length > 0 ? { link: links.join(', ') } : {})
  }

  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const entry: FakeGitHubRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        status: 0
      }
      requests.push(entry)
      entry.status = route(req, res)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve)
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  base = `http://${host}:${address.port}`

  return {
    url: base,
    token,
    requests,
    setCommits: (repository, pullNumber, commits) =>
      pullRequests.set(`${repository}#${pullNumber}`, commits),
    refuseCommits: value => {
      refuse = value
    },
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** A commit in the shape of GitHub's list-commits answer (the fields a client may read). */
function commitItem(repositoryApi: string, commit: FakeCommit): unknown {
  const person = { name: 'Dev Eloper', email: 'dev@example.com', date: '2025-01-15T10:00:00Z' }
  const user = { login: 'developer', id: 1001, type: 'User', site_admin: false }
  return {
    sha: commit.sha,
    node_id: `C_${commit.sha.slice(0, 20)}`,
    commit: {
      author: person,
      committer: person,
      message: commit.message,
      tree: { sha: fakeSha(`tree:${commit.sha}`), url: `${repositoryApi}/git/trees/x` },
      url: `${repositoryApi}/git/commits/${commit.sha}`,
      comment_count: 0,
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null }
    },
    url: `${repositoryApi}/commits/${commit.sha}`,
    html_url: `https://github.com/${repositoryApi.split('/repos/')[1]}/commit/${commit.sha}`,
    comments_url: `${repositoryApi}/commits/${commit.sha}/comments`,
    author: user,
    committer: user,
    parents: []
  }
}
