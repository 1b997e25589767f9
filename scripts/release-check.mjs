/**
 * The release check, shared by .github/workflows/release.yml and .ci/run. A commit whose
 * package.json version differs from its first parent's is a version commit, and makes a release:
 * its version must be X.Y.Z above the parent's, CHANGELOG.md must have that version's section, and
 * `## [Unreleased]` must be empty there (otherwise the release would ship changes its notes leave
 * out). Any other commit needs only the current version's section.
 *
 * `node scripts/release-check.mjs [--commit REV] [--notes FILE]` checks REV (HEAD by default) as
 * committed, writes the version's section to FILE, and, in a workflow, `version` and `release`
 * (true for a version commit) to GITHUB_OUTPUT. In a shallow clone it fetches the parent first.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/

/** `git` in `cwd`; its output trimmed, or undefined when it fails and `optional` is set. */
function git(cwd, args, optional = false) {
  try {
    const stdio = ['ignore', 'pipe', optional ? 'ignore' : 'pipe']
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio }).trim()
  } catch (error) {
    if (optional) return undefined
    throw error
  }
}

/** The commit's first parent; fetched when the clone is shallow and stops at the commit. */
function parentOf(cwd, sha) {
  const parent = () => git(cwd, ['rev-parse', '--verify', '--quiet', `${sha}^1`], true)
  const found = parent()
  if (found || git(cwd, ['rev-parse', '--is-shallow-repository']) !== 'true') return found
  git(cwd, ['fetch', '--quiet', '--no-tags', '--deepen=1', 'origin', sha])
  const fetched = parent()
  if (!fetched) throw new Error(`cannot read the parent of ${sha} in this shallow clone`)
  return fetched
}

/** package.json's version at a commit. */
function versionAt(cwd, rev) {
  return JSON.parse(git(cwd, ['show', `${rev}:package.json`])).version
}

/** The lines under `## [name]` up to the next `## ` heading, or undefined without that heading. */
export function changelogSection(changelog, name) {
  const lines = changelog.split(/\r?\n/)
  const start = lines.findIndex(
    line => line.trimEnd() === `## [${name}]` || line.startsWith(`## [${name}] `)
  )
  if (start < 0) return undefined
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '))
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim()
}

/** Whether `a` is a higher X.Y.Z than `b`. */
function above(a, b) {
  const [x, y] = [SEMVER.exec(a), SEMVER.exec(b)]
  if (!x || !y) return false
  for (let i = 1; i <= 3; i++) {
    if (Number(x[i]) !== Number(y[i])) return Number(x[i]) > Number(y[i])
  }
  return false
}

/**
 * Checks a commit of the repository at `cwd`. Returns its version, its parent's, whether it is a
 * version commit, the version's CHANGELOG section, and what is wrong (nothing when `errors` is empty).
 */
export function checkRelease({ cwd = process.cwd(), commit = 'HEAD' } = {}) {
  const sha = git(cwd, ['rev-parse', '--verify', `${commit}^{commit}`])
  const version = versionAt(cwd, sha)
  const parent = parentOf(cwd, sha)
  const previous = parent ? versionAt(cwd, parent) : undefined
  const release = version !== previous
  const changelog = git(cwd, ['show', `${sha}:CHANGELOG.md`])
  const notes = changelogSection(changelog, version)
  const errors = []
  if (!notes) {
    errors.push(
      `CHANGELOG.md has no section "## [${version}]" (package.json's version): add it with the release's changes.`
    )
  }
  if (release && !SEMVER.test(version)) {
    errors.push(`package.json's version ${version} is not X.Y.Z: a release tag is vX.Y.Z.`)
  } else if (release && previous !== undefined && !above(version, previous)) {
    errors.push(`package.json's version ${version} is not above ${previous}, its parent's.`)
  }
  // Empty sub-headings (`### Added`) list nothing.
  const unreleased = changelogSection(changelog, 'Unreleased')
    ?.replace(/^#+ .*$/gm, '')
    .trim()
  if (release && unreleased) {
    errors.push(
      `CHANGELOG.md's "## [Unreleased]" is not empty at the version commit for ${version}: move ` +
        `its entries under "## [${version}]", or the release would ship changes its notes leave out.`
    )
  }
  return { sha, version, previous, release, notes: notes ?? '', errors }
}

function main(argv) {
  const option = name => {
    const at = argv.indexOf(name)
    return at < 0 ? undefined : argv[at + 1]
  }
  const result = checkRelease({ commit: option('--commit') ?? 'HEAD' })
  const { sha, version, previous, release, notes, errors } = result
  const commit = sha.slice(0, 12)
  if (release) {
    console.log(`${commit} is a version commit: ${previous ?? '(none)'} → ${version}.`)
  } else {
    console.log(
      `${commit} is not a version commit (package.json's version ${version}, as its parent's).`
    )
  }
  for (const error of errors) console.log(`::error::${error}`)
  if (errors.length > 0) return 1
  const notesFile = option('--notes')
  if (notesFile) writeFileSync(notesFile, `${notes}\n`)
  if (process.env.GITHUB_OUTPUT) {
    appendFileSync(process.env.GITHUB_OUTPUT, `version=${version}\nrelease=${release}\n`)
  }
  console.log(release ? `Release v${version} may be cut from ${commit}.` : 'Nothing to release.')
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2))
  } catch (error) {
    // Not a git clone, a commit that is not there, a package.json that does not parse.
    const reason = String(error.stderr ?? '').trim() || error.message
    console.log(`::error::The release check could not run: ${reason}`)
    process.exitCode = 1
  }
}
