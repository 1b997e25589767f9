/**
 * The emulator's ListDependencies over the search traps: names by substring unless
 * `exactNameMatch`, one ecosystem at a time, `exactVersion` before the bounds, archived repositories
 * only with `includeArchived: true`, pages with an int64 cursor written as a string, answers that
 * conform to the published file, and the switch for a server that matches versions loosely.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  searchTrapOptions,
  startEmulator,
  TRAP_DEPENDENCIES,
  type Emulator
} from '../../../emulator/index.js'
import { call, deploymentPath, expectPublishedResponse } from '../support.js'

const DEPENDENCIES = deploymentPath('/dependencies')

interface Found {
  repositoryId: string
  ecosystem: string
  package: { name: string; versionSpecifier: string }
  transitivity: string
  definedAt: { path: string; startLine: string; url: string }
}
interface Page {
  dependencies: Found[]
  cursor: string
  hasMore: boolean
}

let emulator: Emulator
let loose: Emulator

beforeAll(async () => {
  emulator = await startEmulator(searchTrapOptions(Date.now()))
  loose = await startEmulator({ ...searchTrapOptions(Date.now()), looseVersions: true })
})

afterAll(async () => {
  await Promise.all([emulator.close(), loose.close()])
})

async function list(
  filter: Record<string, unknown>,
  on: Emulator = emulator,
  page: Record<string, unknown> = {}
): Promise<Page> {
  const answer = await call(on, DEPENDENCIES, { body: { dependencyFilter: filter, ...page } })
  expect(on.requests.at(-1)!.nonConformity).toBeUndefined()
  expectPublishedResponse('SupplyChainService_ListDependencies', answer)
  return answer.json as Page
}

const seen = (page: Page): string[] =>
  page.dependencies.map(d => `${d.ecosystem}:${d.package.name}@${d.package.versionSpecifier}`)

describe('ListDependencies', () => {
  it('matches names by substring (any case) unless exactNameMatch', async () => {
    const npm = { ecosystem: ['npm'] }
    const fuzzy = await list({ ...npm, packageFilters: [{ name: 'TinyColor' }] })
    expect(new Set(seen(fuzzy))).toEqual(
      new Set([
        'npm:@ctrl/tinycolor@4.1.1',
        'npm:@ctrl/tinycolor@4.1.2',
        'npm:tinycolor2@1.6.0',
        'npm:@ctrl/tinycolor@4.1.0'
      ])
    )
    const exact = await list({
      ...npm,
      packageFilters: [{ name: 'tinycolor', exactNameMatch: true }]
    })
    expect(exact.dependencies).toEqual([])
  })

  it('keeps ecosystems apart: num2words on PyPI is not the npm one', async () => {
    const filter = (ecosystem: string) => ({
      ecosystem: [ecosystem],
      packageFilters: [{ name: 'num2words', exactNameMatch: true }]
    })
    expect(seen(await list(filter('pypi')))).toEqual(['pypi:num2words@0.5.15'])
    expect(seen(await list(filter('npm')))).toEqual(['npm:num2words@0.5.15'])
  })

  it('lets exactVersion take precedence over the bounds, and keeps operators in the bounds', async () => {
    const name = { name: '@ctrl/tinycolor', exactNameMatch: true }
    const both = await list({
      packageFilters: [{ ...name, exactVersion: '4.1.1', versionLowerBound: '>=9.0.0' }]
    })
    expect(seen(both)).toEqual(['npm:@ctrl/tinycolor@4.1.1'])
    const above = await list({ packageFilters: [{ ...name, versionLowerBound: '>4.1.0' }] })
    expect(seen(above).sort()).toEqual(['npm:@ctrl/tinycolor@4.1.1', 'npm:@ctrl/tinycolor@4.1.2'])
  })

  it('lists only archived repositories with includeArchived: true', async () => {
    const filter = {
      packageFilters: [{ name: '@ctrl/tinycolor', exactNameMatch: true, exactVersion: '4.1.1' }]
    }
    const active = await list(filter)
    const archived = await list({ ...filter, includeArchived: true })
    const archivedIds = new Set(emulator.dataset.archivedRepositories.map(r => String(r.id)))
    expect(active.dependencies.map(d => archivedIds.has(d.repositoryId))).toEqual([false])
    expect(archived.dependencies.map(d => archivedIds.has(d.repositoryId))).toEqual([true])
  })

  it('says where each dependency is defined: path, line and a URL of that line', async () => {
    const [found] = (await list({ packageFilters: [{ name: 'pyjwt', exactNameMatch: true }] }))
      .dependencies
    const plant = TRAP_DEPENDENCIES.find(d => d.name === 'pyjwt')!
    const repository = emulator.dataset.repositories[plant.repository]!
    expect(found).toEqual({
      repositoryId: String(repository.id),
      ecosystem: 'pypi',
      package: { name: 'pyjwt', versionSpecifier: plant.version },
      transitivity: plant.transitivity,
      licenses: ['MIT'],
      definedAt: {
        path: plant.lockfilePath,
        startLine: String(plant.line),
        endLine: String(plant.line),
        url: `https://github.com/${repository.name}/blob/main/${plant.lockfilePath}#L${plant.line}`
      }
    })
  })

  it('pages with a cursor until hasMore is false, generated dependencies too', async () => {
    const filter = {
      ecosystem: ['npm'],
      packageFilters: [{ name: 'lodash', exactNameMatch: true }]
    }
    const whole = await list(filter, emulator, { pageSize: 10_000 })
    expect(whole.hasMore).toBe(false)
    expect(whole.dependencies.length).toBeGreaterThan(2)
    const pages: Found[] = []
    let cursor: string | undefined
    for (let n = 0; n < 100; n++) {
      const page = await list(filter, emulator, { pageSize: 2, ...(cursor && { cursor }) })
      expect(typeof page.cursor).toBe('string')
      pages.push(...page.dependencies)
      if (!page.hasMore) break
      cursor = page.cursor
    }
    expect(pages).toEqual(whole.dependencies)
  })

  it('with looseVersions, returns every version of the name', async () => {
    const filter = {
      packageFilters: [{ name: '@ctrl/tinycolor', exactNameMatch: true, exactVersion: '4.1.1' }]
    }
    expect(seen(await list(filter, loose)).sort()).toEqual([
      'npm:@ctrl/tinycolor@4.1.0',
      'npm:@ctrl/tinycolor@4.1.1',
      'npm:@ctrl/tinycolor@4.1.2'
    ])
  })
})
