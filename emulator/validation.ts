/**
 * The emulator's semantic checks, stricter than the published schemas (which conformance.ts
 * applies): they need the path or the data, e.g. a body's deploymentId must be the path's.
 */
import { int64 } from './openapi/protobuf-json.js'

/** An error answered as `{"error": message}` with this status. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

/** Throws 400 when a field the emulator needs is absent (the file's own lists are unusable). */
export function requireField<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new HttpError(400, `missing required field "${field}"`)
  return value
}

/** Throws 400 when an ID in the body (integer or digit string) differs from the path's. */
export function checkSameId(sent: unknown, pathId: string, field: string, what: string): void {
  if (sent !== undefined && int64(sent) !== BigInt(pathId)) {
    throw new HttpError(
      400,
      `invalid field "${field}": ${String(int64(sent))} differs from the ${what} in the path (${pathId})`
    )
  }
}
