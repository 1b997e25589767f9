/**
 * Reading `packages-file` and `advisories-file` safely: the path resolves (symlinks followed) inside
 * the workspace or `RUNNER_TEMP`, it is a regular file (not a FIFO, which would hang the step, nor
 * a device such as /dev/zero, which never ends), and at most 8 MiB are read. Errors name the path
 * and never quote the file's content.
 */
import * as fs from 'node:fs'
import * as path from 'node:path'
import { InputError, type InputEnvironment } from '../../action/inputs.js'
import { isInside } from '../../action/files.js'
import { errorMessage } from '../../action/text.js'

/** A list or advisories file larger than this is refused: 10,000 lines of CSV fit in far less. */
export const MAX_LIST_FILE_BYTES = 8 * 1024 * 1024

/** What the error says the file should be, per input. */
export type ListFileInput = 'packages-file' | 'advisories-file'

/** The file's text, read as UTF-8; an {@link InputError} naming the input when it cannot be. */
export function readListFile(
  input: ListFileInput,
  value: string,
  env: InputEnvironment,
  shouldHold: string
): string {
  const workspace = env.GITHUB_WORKSPACE || process.cwd()
  const file = path.resolve(workspace, value.trim())
  const fail = (problem: string): never => {
    throw new InputError(`Input '${input}' (${file}) cannot be read: ${problem}. ${shouldHold}`)
  }
  let real: string
  try {
    real = fs.realpathSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return fail(
        'there is no such file. A file of the repository is there only after an ' +
          'actions/checkout step earlier in the job; a path is relative to the workspace'
      )
    }
    return fail(errorMessage(error))
  }
  const roots = [workspace, env.RUNNER_TEMP].filter((root): root is string => !!root)
  if (!roots.some(root => isInside(real, realOrSelf(root)))) {
    return fail(
      `it resolves to ${real}, outside the workspace and RUNNER_TEMP; give a file in either`
    )
  }
  let fd: number
  try {
    // Non-blocking, so that a FIFO is refused at once instead of waiting for a writer.
    fd = fs.openSync(real, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK)
  } catch (error) {
    return fail(errorMessage(error))
  }
  try {
    const stat = fs.fstatSync(fd)
    if (!stat.isFile()) return fail(`it is ${kindOf(stat)}, not a regular file`)
    if (stat.size > MAX_LIST_FILE_BYTES) {
      return fail(`it holds ${stat.size} bytes, more than the ${MAX_LIST_FILE_BYTES} read`)
    }
    // Read one byte past the bound, so that a file that grew since fstat is refused too.
    const buffer = Buffer.alloc(MAX_LIST_FILE_BYTES + 1)
    let length = 0
    for (;;) {
      const read = fs.readSync(fd, buffer, length, buffer.length - length, null)
      if (read === 0) break
      length += read
      if (length > MAX_LIST_FILE_BYTES) {
        return fail(`it holds more than the ${MAX_LIST_FILE_BYTES} bytes read`)
      }
    }
    return buffer.toString('utf8', 0, length)
  } finally {
    fs.closeSync(fd)
  }
}

function realOrSelf(root: string): string {
  try {
    return fs.realpathSync(root)
  } catch {
    return path.resolve(root)
  }
}

function kindOf(stat: fs.Stats): string {
  if (stat.isDirectory()) return 'a directory'
  if (stat.isFIFO()) return 'a FIFO'
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device'
  if (stat.isSocket()) return 'a socket'
  return 'not a regular file'
}
