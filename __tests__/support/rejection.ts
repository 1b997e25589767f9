/** The error a promise is expected to reject with, checked for its class before a test reads it. */
import { expect } from '@jest/globals'

export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(type)
  return error as E
}
