/**
 * `mode: dependency-inventory` against a hostile or broken platform: endless and overlong cursors,
 * IDs that are no IDs, compressed pages, a token echoed into the data, and an inventory path that
 * cannot be written. Each failure still writes the partial inventory.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { readFile, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { endlessPage, sendCompressed, sendJson } from '../../../emulator/hostile.js'
import { runDependencyInventory } from '../../../src/modes/dependency-inventory/index.js'
import type { DependencyInventoryInputs } from '../../../src/modes/dependency-inventory/inputs.js'
import { MAX_EMPTY_PAGES } from '../../../src/platform/paginate.js'
import { captureHostileRun, contextFor, TOKEN } from '../../support/hostile.js'
import { loopbackServer } from '../../support/loopback.js'

const server = loopbackServer()

beforeEach(() => {
  server.requests.length = 0
})

const repository = (id: unknown, name = `acme/repo-${String(id)}`) => ({
  id,
  name,
  numDependencies: 3,
  hasDependencyPathScan: false
})

/** Repositories answered from `repositories`; each has one lockfile. */
function platform(repositories: unknown[]): void {
  server.handle((req, res) => {
    if (req.path.endsWith('/lockfiles')) {
      return sendJson(res, {
        hasMore: false,
        lockfileSummaries: [{ lockfilePath: 'package-lock.json', numDependencies: 3 }]
      })
    }
    return sendJson(res, { hasMore: false, repositorySummaries: repositories })
  })
}

interface Result {
  failure?: string
  inventory?: { complete: boolean; error?: string; repositories: unknown[] }
  inventoryText?: string
  outputs: Record<string, string>
}

async function run(file?: (work: string) => Promise<string> | string): Promise<Result> {
  const context = contextFor(server.url)
  let inventoryText: string | undefined
  try {
    const outcome = await captureHostileRun(
      async work => {
        const inputs: DependencyInventoryInputs = {
          pageSize: 100,
          concurrency: 4,
          summaryLimit: 100,
          inventoryFile: file ? await file(work) : path.join(work, 'inventory.json')
        }
        await runDependencyInventory(inputs, context)
      },
      async captured => {
        const written = captured.outputs['inventory-file']
        if (written) inventoryText = await readFile(written, 'utf8')
      }
    )
    return {
      ...(outcome.failure !== undefined && { failure: outcome.failure }),
      ...(inventoryText !== undefined && {
        inventory: JSON.parse(inventoryText) as Result['inventory'],
        inventoryText
      }),
      outputs: outcome.outputs
    }
  } finally {
    context.close()
  }
}

describe('endless pagination', () => {
  it('stops after too many empty pages with hasMore and fresh cursors, writing the partial inventory', async () => {
    server.handle((_req, res, index) => sendJson(res, endlessPage(index)))
    const result = await run()
    expect(result.failure).toMatch(
      new RegExp(`${MAX_EMPTY_PAGES} pages in a row .* were empty yet said hasMore is true`)
    )
    expect(server.requests).toHaveLength(MAX_EMPTY_PAGES)
    expect(result.inventory?.complete).toBe(false)
  })

  it('refuses an overlong cursor', async () => {
    server.handle((req, res) =>
      req.path.endsWith('/lockfiles')
        ? sendJson(res, { hasMore: true, cursor: 'c'.repeat(100_000), lockfileSummaries: [] })
        : sendJson(res, { hasMore: false, repositorySummaries: [repository(5)] })
    )
    const result = await run()
    expect(result.failure).toMatch(/cursor of 100000 characters, longer than the 1024 accepted/)
    expect(result.inventory?.complete).toBe(false)
  })
})

describe('values from the API', () => {
  it.each([
    ['a negative repository ID', -5],
    ['a repository ID beyond int64', '1180591620717411303424'],
    ['a repository ID of 2^70 as a number', 2 ** 70]
  ])('refuses %s before it reaches a request path', async (_name, id) => {
    platform([repository(id)])
    const result = await run()
    expect(result.failure).toMatch(/repositorySummaries\[0\]\.id/)
    expect(server.requests.filter(r => r.path.endsWith('/lockfiles'))).toHaveLength(0)
    expect(result.inventory?.complete).toBe(false)
  })

  it('keeps an echoed token out of the inventory file and the outputs', async () => {
    platform([repository(5, `acme/${TOKEN}`)])
    const result = await run()
    expect(result.failure).toBeUndefined()
    expect(result.inventoryText).not.toContain(TOKEN)
    expect(result.inventoryText).toContain('acme/***')
  })

  it('decodes compressed API pages', async () => {
    server.handle((req, res) =>
      req.path.endsWith('/lockfiles')
        ? sendCompressed(res, { hasMore: false, lockfileSummaries: [] }, 'br')
        : sendCompressed(res, { hasMore: false, repositorySummaries: [repository(5)] }, 'gzip')
    )
    const result = await run()
    expect(result.failure).toBeUndefined()
    expect(result.outputs['repository-count']).toBe('1')
  })
})

describe('the inventory file path', () => {
  it('is checked before any request: a parent that is a file is named', async () => {
    const result = await run(async work => {
      await writeFile(path.join(work, 'taken'), '')
      return path.join(work, 'taken', 'inventory.json')
    })
    expect(result.failure).toMatch(/Input 'inventory-file'.*taken is a file, not a folder/)
    expect(server.requests).toHaveLength(0)
  })

  it('is checked before any request: /proc is refused', async () => {
    const result = await run(() => '/proc/self/inventory.json')
    expect(result.failure).toMatch(/does not write under \/proc/)
    expect(server.requests).toHaveLength(0)
  })
})
