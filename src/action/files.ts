/**
 * The one way the action writes a file (the inventory, the SBOM, large outputs): to a temporary file
 * created exclusively under a random name beside the target, then renamed over it, so that the target
 * is complete or absent and a planted symlink at a predictable name is never followed. Output paths
 * are checked before any request, so a bad path fails in a second, not after minutes of listing.
 */
import { randomBytes } from 'node:crypto'
import { lstatSync, realpathSync, rmSync, statSync } from 'node:fs'
import * as path from 'node:path'

// node:fs/promises is loaded with the first file written, after the first request: at start it
// cost about 3 ms before that request was sent.
const fsp = () => process.getBuiltinModule('node:fs/promises')

/** Where no file of the action belongs: kernel and device file systems, where a write may hang. */
const FORBIDDEN_ROOTS = ['/proc', '/sys', '/dev']

/** Temporary files and folders not yet renamed or removed; a cancelled run removes them on its way out. */
const temporaryFiles = new Set<string>()

/**
 * Registers a temporary file or folder that is not written through {@link writeFileSafely}, so that
 * a cancelled run removes it too; call the function returned once it is gone.
 */
export function trackTemporary(file: string): () => void {
  temporaryFiles.add(file)
  return () => void temporaryFiles.delete(file)
}

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

/**
 * A file of ours could not be written: the message names the file and the system's error code
 * (`ENOSPC`, `EROFS`). `local` tells a download that the runner's disk failed, not the network.
 */
export class FileWriteError extends Error {
  override name = 'FileWriteError'
  readonly local = true
  constructor(
    readonly file: string,
    readonly code: string,
    cause: unknown
  ) {
    super(
      `Check the free space and permissions of the runner's disk: writing ${file} failed: ` +
        `${describeFsError(cause)}.`
    )
  }
}

/**
 * What a file is written from: text, bytes, or pieces of either (e.g. a generator or a stream). Each
 * piece is written before the next is asked for, so a source may reuse one buffer for its pieces.
 */
export type FileContent =
  string | Buffer | Iterable<string | Buffer> | AsyncIterable<string | Buffer>

/**
 * Writes `content` to `file`: creates missing folders, writes a temporary file beside it (exclusive
 * create, random name), renames it over `file`. On any failure the temporary file is removed.
 */
export async function writeFileSafely(file: string, content: FileContent): Promise<void> {
  const dir = path.dirname(file)
  try {
    await fsp().mkdir(dir, { recursive: true })
  } catch (error) {
    throw new Error(`Could not create the folder ${dir}: ${describeFsError(error)}`)
  }
  const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(8).toString('hex')}.part`)
  temporaryFiles.add(temporary)
  // Only the file's own failures become a FileWriteError; a failing source (a download cut off)
  // is passed on as it is.
  let fileFailure: unknown
  const onFile = <T>(step: Promise<T>): Promise<T> =>
    step.catch((error: unknown) => {
      fileFailure ??= error
      throw error
    })
  try {
    const handle = await onFile(fsp().open(temporary, 'wx', 0o644))
    try {
      const pieces = typeof content === 'string' || Buffer.isBuffer(content) ? [content] : content
      // One piece at a time: read pieces are not piled up in memory (nor their buffers, which only
      // a garbage collection would free) faster than the disk takes them.
      for await (const piece of pieces) {
        const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece
        for (let at = 0; at < bytes.length;) {
          at += (await onFile(handle.write(bytes, at))).bytesWritten
        }
      }
    } finally {
      await onFile(handle.close())
    }
    await onFile(fsp().rename(temporary, file))
  } catch (error) {
    await fsp().rm(temporary, { force: true })
    if (fileFailure !== undefined) throw fileWriteError(file, fileFailure)
    throw error
  } finally {
    temporaryFiles.delete(temporary)
  }
}

/** Whether `file` (an absolute path) is below the folder `root`, not the folder itself. */
export function isInside(file: string, root: string): boolean {
  const relative = path.relative(root, file)
  // `..list.csv` is a file inside; only `..` as the first segment leaves the root.
  const leaves = relative === '..' || relative.startsWith(`..${path.sep}`)
  return relative !== '' && !leaves && !path.isAbsolute(relative)
}

/** Removes the temporary files of writes under way; for a run that is being cancelled. */
export function removeTemporaryFiles(): void {
  for (const file of temporaryFiles) rmSync(file, { recursive: true, force: true })
  temporaryFiles.clear()
}

function fileWriteError(file: string, error: unknown): FileWriteError {
  const code = (error as { code?: unknown }).code
  return new FileWriteError(file, typeof code === 'string' ? code : 'EIO', error)
}

/** What went wrong, in words, with the system's code: `no space left on the device (ENOSPC)`. */
function describeFsError(error: unknown): string {
  const code = (error as { code?: unknown }).code
  const words: Record<string, string> = {
    EEXIST: 'a part of that path is a file, not a folder',
    ENOTDIR: 'a part of that path is a file, not a folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is used up',
    EROFS: 'the file system is read-only',
    EFBIG: 'the file is larger than the file system allows',
    EIO: 'an input/output error of the disk'
  }
  if (typeof code !== 'string') return error instanceof Error ? error.message : String(error)
  return `${words[code] ?? (error instanceof Error ? error.message : code)} (${code})`
}

/** Joins small pieces of text into pieces of about 64 KiB, and ends the text with a newline. */
export function* batched(pieces: Iterable<string>): Generator<string> {
  let batch: string[] = []
  let length = 0
  for (const piece of pieces) {
    batch.push(piece)
    length += piece.length
    if (length >= 65_536) {
      yield batch.join('')
      batch = []
      length = 0
    }
  }
  batch.push('\n')
  yield batch.join('')
}
