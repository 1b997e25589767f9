/** Reading a paginator in tests: every page, or the pages before it failed and the error. */

export async function collect<T>(pages: AsyncGenerator<T[]>): Promise<T[][]> {
  const out: T[][] = []
  for await (const page of pages) out.push(page)
  return out
}

export async function failure<T>(
  pages: AsyncGenerator<T[]>
): Promise<{ error: unknown; got: T[][] }> {
  const got: T[][] = []
  try {
    for await (const page of pages) got.push(page)
  } catch (error) {
    return { error, got }
  }
  throw new Error('expected pagination to fail')
}
