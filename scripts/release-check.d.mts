/** What {@link checkRelease} finds at a commit; see release-check.mjs. */
export interface ReleaseCheck {
  sha: string
  version: string
  /** The first parent's version; undefined at a root commit. */
  previous: string | undefined
  /** A version commit: its version differs from its parent's. */
  release: boolean
  /** The version's CHANGELOG.md section, trimmed ('' when missing). */
  notes: string
  errors: string[]
}
export function checkRelease(options?: { cwd?: string; commit?: string }): ReleaseCheck
export function changelogSection(changelog: string, name: string): string | undefined
