/** Cursors of the two dependency lists, and the cursor faults applied to their pages. */
import type { HandlerContext } from './context.js'
import type { CursorFault } from './faults.js'
import { HttpError } from './validation.js'

/** Page size of the dependency lists when the request gives none (the file's default). */
export const DEFAULT_PAGE_SIZE = 5

/** The opaque string cursor of a lockfile list: the repository and an offset. */
export function encodeLockfileCursor(repositoryId: bigint, offset: number): string {
  return Buffer.from(`lockfiles:${repositoryId}:${offset}`).toString('base64url')
}

/** The offset of a lockfile cursor; 400 for a cursor this list did not give. */
export function decodeLockfileCursor(cursor: string, repositoryId: bigint): number {
  if (cursor === '') return 0
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const match = /^lockfiles:([0-9]+):([0-9]+)$/.exec(text)
  if (
    !match ||
    match[1] !== String(repositoryId) ||
    Buffer.from(text).toString('base64url') !== cursor
  ) {
    throw new HttpError(400, `invalid field "cursor": '${cursor}' is not a cursor of this list`)
  }
  return Number(match[2])
}

/** Applies a cursor fault to a page and remembers the cursor answered per list. */
export function applyCursorFault(
  context: HandlerContext,
  response: Record<string, unknown>,
  fault: CursorFault | undefined,
  listKey: string,
  sentCursor: bigint | string | undefined
): void {
  if (fault?.type === 'dropCursor') {
    delete response.cursor
    response.hasMore = true
  } else if (fault?.type === 'repeatCursor') {
    response.cursor = sentCursor ?? context.lastCursors.get(listKey) ?? response.cursor
    response.hasMore = true
  }
  const answered = response.cursor
  if (typeof answered === 'bigint' || typeof answered === 'string') {
    context.lastCursors.set(listKey, answered)
  }
}
