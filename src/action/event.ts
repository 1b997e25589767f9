/** The workflow run's event, read from the file the runner names in GITHUB_EVENT_PATH. */
import { readFileSync } from 'node:fs'

/** The events whose payload holds the pull request the run is for (`payload.pull_request`). */
export const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target']

/** The parts of a `pull_request` / `pull_request_target` payload this action reads. */
export interface PullRequestPayload {
  number: number
  title?: string | null
  body?: string | null
  html_url?: string
  /** The author's relation to the base repository: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, … */
  author_association?: string
  head?: { ref?: string; sha?: string; repo?: { full_name?: string; fork?: boolean } | null }
  base?: { ref?: string; repo?: { full_name?: string; owner?: { login?: string }; name?: string } }
}

export interface WorkflowEvent {
  name: string
  /** GITHUB_REF: the branch or tag the run is for (`refs/tags/v1.2.0`), when the runner sets it. */
  ref?: string
  /** GITHUB_SHA: the commit the run is for (the tagged commit on a tag push or `release` event). */
  sha?: string
  payload: { pull_request?: PullRequestPayload; [key: string]: unknown }
}

/** The release a run is for: the `release` event's release, or the tag of a tag push. */
export interface ReleaseTarget {
  tag: string
  /** The release's ID, known on a `release` event (drafts included). */
  releaseId?: number
}

/**
 * The tag whose release an SBOM belongs on: `release.tag_name` of a `release` event, or `<tag>` of
 * a push of `refs/tags/<tag>`. Any other event or ref: undefined.
 */
export function releaseTargetOf(event: WorkflowEvent): ReleaseTarget | undefined {
  if (event.name === 'release') {
    const release = event.payload.release as { tag_name?: unknown; id?: unknown } | undefined
    const tag = release?.tag_name
    if (typeof tag !== 'string' || tag === '') return undefined
    const id = release?.id
    return { tag, ...(typeof id === 'number' && Number.isSafeInteger(id) && { releaseId: id }) }
  }
  if (event.name === 'push') {
    const ref = event.ref ?? (typeof event.payload.ref === 'string' ? event.payload.ref : '')
    const tag = ref.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : ''
    return tag ? { tag } : undefined
  }
  return undefined
}

/** Reads the event; an absent or unreadable file gives an empty payload (as when run by hand). */
export function readWorkflowEvent(env: NodeJS.ProcessEnv): WorkflowEvent {
  const name = env.GITHUB_EVENT_NAME ?? ''
  const known = {
    name,
    ...(env.GITHUB_REF && { ref: env.GITHUB_REF }),
    ...(env.GITHUB_SHA && { sha: env.GITHUB_SHA })
  }
  const file = env.GITHUB_EVENT_PATH
  if (!file) return { ...known, payload: {} }
  try {
    const payload = JSON.parse(readFileSync(file, 'utf8')) as WorkflowEvent['payload']
    return { ...known, payload: payload && typeof payload === 'object' ? payload : {} }
  } catch {
    return { ...known, payload: {} }
  }
}

/** A pull request whose head is in another repository: GitHub gives such runs no secrets. */
export function isForkPullRequest(event: WorkflowEvent): boolean {
  const pr = event.payload.pull_request
  if (!pr || event.name === 'pull_request_target') return false
  const head = pr.head?.repo
  if (head === null) return true
  const base = pr.base?.repo?.full_name
  return Boolean(head?.full_name && base && head.full_name !== base)
}
