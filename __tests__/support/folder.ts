/** A folder of its own for each test, made before it and removed after it. */
import { afterEach, beforeEach } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'

/** Call at the top of a test file or `describe`; read `path` inside a test. */
export function folderPerTest(prefix: string): { readonly path: string } {
  let current: string | undefined
  beforeEach(async () => {
    current = await mkdtemp(path.join(tmpdir(), prefix))
  })
  afterEach(async () => {
    if (current) await rm(current, { recursive: true, force: true })
    current = undefined
  })
  return {
    get path(): string {
      if (current === undefined) throw new Error('the folder is made before each test')
      return current
    }
  }
}
