/**
 * A `pull_request` webhook payload in the shape GitHub sends (the fields a workflow commonly reads,
 * trimmed of most URLs), for the end-to-end tests and the demo.
 */
import { PULL_REQUEST_HEAD_COMMIT } from '../../emulator/handlers/search-scans.js'

export interface PullRequestEventOptions {
  number: number
  title: string
  body: string | null
  /** Head branch name, e.g. `feature/PROJ-42-sqli`. */
  headRef: string
  /** `owner/name` of the base repository; default `acme/widgets`. */
  repository?: string
  /** Open the pull request from a fork (`someone/widgets`). */
  fromFork?: boolean
  action?: 'opened' | 'synchronize' | 'edited' | 'reopened'
  /** `head.sha`; default the commit the emulator's pull request scans are of. */
  headSha?: string
}

function repositoryObject(fullName: string, id: number, fork: boolean) {
  const [owner = 'acme', name = 'widgets'] = fullName.split('/')
  return {
    id,
    node_id: `R_kgDO${id}`,
    name,
    full_name: fullName,
    private: false,
    owner: {
      login: owner,
      id: id + 1,
      node_id: `O_kgDO${id + 1}`,
      type: 'Organization',
      site_admin: false,
      html_url: `https://github.com/${owner}`
    },
    html_url: `https://github.com/${fullName}`,
    description: 'Widgets',
    fork,
    url: `https://api.github.com/repos/${fullName}`,
    default_branch: 'main',
    visibility: 'public'
  }
}

/** The payload of a `pull_request` event (also what `pull_request_target` receives). */
export function pullRequestEvent(options: PullRequestEventOptions) {
  const fullName = options.repository ?? 'acme/widgets'
  const base = repositoryObject(fullName, 700100, false)
  const head = options.fromFork ? repositoryObject(`someone/${base.name}`, 700200, true) : base
  const sender = {
    login: options.fromFork ? 'someone' : 'developer',
    id: 5100,
    node_id: 'U_kgDO5100',
    type: 'User',
    site_admin: false
  }
  const headSha = options.headSha ?? PULL_REQUEST_HEAD_COMMIT
  return {
    action: options.action ?? 'opened',
    number: options.number,
    pull_request: {
      url: `https://api.github.com/repos/${fullName}/pulls/${options.number}`,
      id: 2_000_000 + options.number,
      node_id: `PR_kwDO${options.number}`,
      html_url: `https://github.com/${fullName}/pull/${options.number}`,
      diff_url: `https://github.com/${fullName}/pull/${options.number}.diff`,
      number: options.number,
      state: 'open',
      locked: false,
      title: options.title,
      user: sender,
      body: options.body,
      created_at: '2025-01-15T10:00:00Z',
      updated_at: '2025-01-15T10:05:00Z',
      closed_at: null,
      merged_at: null,
      merge_commit_sha: null,
      draft: false,
      commits_url: `https://api.github.com/repos/${fullName}/pulls/${options.number}/commits`,
      head: {
        label: `${head.owner.login}:${options.headRef}`,
        ref: options.headRef,
        sha: headSha,
        user: head.owner,
        repo: head
      },
      base: {
        label: `${base.owner.login}:main`,
        ref: 'main',
        sha: 'ba5e' + '2'.repeat(36),
        user: base.owner,
        repo: base
      },
      author_association: options.fromFork ? 'CONTRIBUTOR' : 'MEMBER',
      merged: false,
      mergeable: null,
      comments: 0,
      review_comments: 0,
      commits: 1,
      additions: 10,
      deletions: 2,
      changed_files: 1
    },
    repository: base,
    organization: { login: base.owner.login, id: base.owner.id },
    sender
  }
}
