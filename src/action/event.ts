/** The workflow run's event, read from the file the runner names in GITHUB_EVENT_PATH. */
import { readFileSync } from 'node:fs'

/** The parts of a `pull_request` / `pull_request_target` payload this action reads. */
export interface PullRequestPayload {
  number: number
  title?: string | null
  body?: string | null
  html_url?: string
  /** The author's relation to the base repository: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, … */
  author_association?: string
  head?: { ref?: string; repo?: { full_name?: string; fork?: boolean } | null }
  base?: { ref?: string; repo?: { full_name?: string; owner?: { login?: string }; name?: string } }
}

export interface WorkflowEvent {
  name: string
  payload: { pull_request?: PullRequestPayload; [key: string]: unknown }
}

/** Reads the event; an absent or unreadable file gives an empty payload (as when run by hand). */
export function readWorkflowEvent(env: NodeJS.ProcessEnv): WorkflowEvent {
  const name = env.GITHUB_EVENT_NAME ?? ''
  const file = env.GITHUB_EVENT_PATH
  if (!file) return { name, payload: {} }
  try {
    const payload = JSON.parse(readFileSync(file, 'utf8')) as WorkflowEvent['payload']
    return { name, payload: payload && typeof payload === 'object' ? payload : {} }
  } catch {
    return { name, payload: {} }
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
