/**
 * The one way the action writes a file (the inventory, the SBOM, large outputs): to a temporary file
 * created exclusively under a random name beside the target, then renamed over it, so that the target
 * is complete or absent and a planted symlink at a predictable name is never followed. Output paths
 * are checked before any request, so a bad path fails in a second, not after minutes of listing.
 */
import { randomBytes } from 'node:crypto'
import { lstatSync, realpathSync, rmSync, statSync } from 'node:fs'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import * as path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Where no file of the action belongs: kernel and device file systems, where a write may hang. */
const FORBIDDEN_ROOTS = ['/proc', '/sys', '/dev']

/** Temporary files not yet renamed or removed; a cancelled run removes them on its way out. */
const temporaryFiles = new Set<string>()

/** An output path that cannot be written; the message names the input and what to change. */
export class OutputPathError extends Error {
  override name = 'OutputPathError'
}

/**
 * Checks that the file input `input` (already an absolute path) can be written: not under /proc, /sys
 * or /dev, not a folder or special file itself, and its nearest existing parent is a folder.
 */
export function checkOutputPath(input: string, file: string): void {
  const fail = (problem: string): never => {
    throw new OutputPathError(`Input '${input}' is '${file}': ${problem}`)
  }
  const under = (root: string, p: string): boolean => p === root || p.startsWith(`${root}/`)
  if (FORBIDDEN_ROOTS.some(root => under(root, file))) {
    fail(
      `the action does not write under ${FORBIDDEN_ROOTS.join(', ')}. Choose a path in the workspace or RUNNER_TEMP.`
    )
  }
  const existing = statOrUndefined(file)
  if (existing?.isDirectory()) fail('that is a folder. Give a file path, e.g. a name inside it.')
  if (existing && !existing.isFile()) fail('that is not a regular file (a device, pipe or socket).')
  let parent = path.dirname(file)
  for (;;) {
    const stats = statOrUndefined(parent)
    if (stats !== undefined) {
      if (!stats.isDirectory()) {
        fail(`${parent} is a file, not a folder, so the file cannot be created below it.`)
      }
      const real = realpathSync(parent)
      if (FORBIDDEN_ROOTS.some(root => under(root, real))) {
        fail(
          `${parent} leads to ${real}, and the action does not write under ${FORBIDDEN_ROOTS.join(', ')}.`
        )
      }
      return
    }
    const up = path.dirname(parent)
    if (up === parent) return
    parent = up
  }
}

function statOrUndefined(file: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(file)
  } catch {
    try {
      // A dangling symlink is not a place to create a folder in either.
      return lstatSync(file, { throwIfNoEntry: false }) ?? undefined
    } catch {
      return undefined
    }
  }
}

/** What a file is written from: text, bytes, or pieces of either (e.g. a generator or a stream). */
export type FileContent =
  string | Buffer | Iterable<string | Buffer> | AsyncIterable<string | Buffer>

/**
 * Writes `content` to `file`: creates missing folders, writes a temporary file beside it (exclusive
 * create, random name), renames it over `file`. On any failure the temporary file is removed.
 */
export async function writeFileSafely(file: string, content: FileContent): Promise<void> {
  const dir = path.dirname(file)
  try {
    await mkdir(dir, { recursive: true })
  } catch (error) {
    throw new Error(`Could not create the folder ${dir}: ${describeFsError(error)}`)
  }
  const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(8).toString('hex')}.part`)
  temporaryFiles.add(temporary)
  try {
    const handle = await open(temporary, 'wx', 0o644)
    const source =
      typeof content === 'string' || Buffer.isBuffer(content)
        ? Readable.from([content])
        : Readable.from(content)
    await pipeline(source, handle.createWriteStream())
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  } finally {
    temporaryFiles.delete(temporary)
  }
}

/** Removes the temporary files of writes under way; for a run that is being cancelled. */
export function removeTemporaryFiles(): void {
  for (const file of temporaryFiles) rmSync(file, { force: true })
  temporaryFiles.clear()
}

function describeFsError(error: unknown): string {
  const code = (error as { code?: unknown }).code
  if (code === 'EEXIST' || code === 'ENOTDIR') return 'a part of that path is a file, not a folder'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  return error instanceof Error ? error.message : String(error)
}
