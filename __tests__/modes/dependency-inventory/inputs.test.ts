/** The inputs of `mode: dependency-inventory`. */
import * as os from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import type { InputEnvironment } from '../../../src/action/inputs.js'
import dependencyInventory from '../../../src/modes/dependency-inventory/index.js'
import {
  parseDependencyInventoryInputs,
  type DependencyInventoryInputs
} from '../../../src/modes/dependency-inventory/inputs.js'
import {
  captureRun,
  ENV,
  reader,
  rejectedInputError,
  RUNNER_TEMP,
  WORKSPACE
} from '../../support/index.js'

function inventory(
  values: Record<string, string>,
  env: InputEnvironment = ENV
): Promise<DependencyInventoryInputs> {
  return parseDependencyInventoryInputs(reader(values), env)
}

describe('parseDependencyInventoryInputs', () => {
  it('is the parser of the mode', () => {
    expect(dependencyInventory.parseInputs).toBe(parseDependencyInventoryInputs)
  })

  it('reads a minimal configuration with every default', async () => {
    expect(await inventory({})).toStrictEqual({
      pageSize: 100,
      concurrency: 8,
      inventoryFile: path.join(RUNNER_TEMP, 'dependency-inventory.json'),
      summaryLimit: 100,
      listUncovered: false
    })
  })

  it('reads previous-inventory: a path from the workspace, or artifact with its name and token', async () => {
    expect(
      (await inventory({ 'previous-inventory': 'reports/last.json' })).previousInventory
    ).toEqual({
      file: path.join(WORKSPACE, 'reports', 'last.json')
    })
    expect(
      await inventory(
        {
          'previous-inventory': ' Artifact ',
          'artifact-name': 'inventory',
          'github-token': 'ghs_x'
        },
        { ...ENV, GITHUB_API_URL: 'https://ghe.example/api/v3/' }
      )
    ).toMatchObject({
      previousInventory: 'artifact',
      artifactName: 'inventory',
      githubToken: 'ghs_x',
      githubApiUrl: 'https://ghe.example/api/v3'
    })
    // without artifact, no GitHub settings are kept
    expect(await inventory({ 'github-token': 'ghs_x' })).not.toHaveProperty('githubToken')
  })

  it('refuses previous-inventory: artifact without artifact-name or github-token', async () => {
    expect(
      await rejectedInputError(
        inventory({ 'previous-inventory': 'artifact', 'github-token': 'x' }),
        'artifact-name'
      )
    ).toMatch(/with 'previous-inventory: artifact' each run uploads its inventory under that name/)
    expect(
      await rejectedInputError(
        inventory({ 'previous-inventory': 'artifact', 'artifact-name': 'inventory' }),
        'github-token'
      )
    ).toMatch(/permissions: actions: read/)
  })

  it('reads list-uncovered as a boolean', async () => {
    expect((await inventory({ 'list-uncovered': 'true' })).listUncovered).toBe(true)
    expect((await inventory({ 'list-uncovered': 'False' })).listUncovered).toBe(false)
    await rejectedInputError(inventory({ 'list-uncovered': 'yes' }), 'list-uncovered')
  })

  it('reads summary-limit (1 to 1000) and artifact-name', async () => {
    expect(
      await inventory({ 'summary-limit': '1000', 'artifact-name': 'inventory' })
    ).toMatchObject({
      summaryLimit: 1000,
      artifactName: 'inventory'
    })
    for (const value of ['0', '1001', 'ten']) {
      await rejectedInputError(inventory({ 'summary-limit': value }), 'summary-limit')
    }
    await rejectedInputError(inventory({ 'artifact-name': 'a/b' }), 'artifact-name')
  })

  it('reads page-size and concurrency within their bounds', async () => {
    expect(await inventory({ 'page-size': '1', concurrency: '32' })).toMatchObject({
      pageSize: 1,
      concurrency: 32
    })
    expect(await inventory({ 'page-size': ' 100 ', concurrency: '1' })).toMatchObject({
      pageSize: 100,
      concurrency: 1
    })
  })

  it.each([
    ['page-size', '0', '1 to 100'],
    ['page-size', '101', '1 to 100'],
    ['page-size', '5.5', '1 to 100'],
    ['concurrency', '0', '1 to 32'],
    ['concurrency', '33', '1 to 32'],
    ['concurrency', 'many', '1 to 32']
  ])('rejects %s %j and gives the range', async (name, value, range) => {
    const message = await rejectedInputError(inventory({ [name]: value }), name)
    expect(message).toContain(`'${value}'`)
    expect(message).toContain(range)
  })

  it('parses the dependency filter from JSON or YAML, repository IDs exact', async () => {
    expect(
      (
        await inventory({
          'dependency-filter': '{"includeArchived": true, "repositoryId": [9223372036854775807]}'
        })
      ).dependencyFilter
    ).toEqual({ includeArchived: true, repositoryId: [9223372036854775807n] })
    expect(
      (
        await inventory({
          'dependency-filter':
            'license: [MIT]\npackageFilters:\n  - name: lodash\n    exactNameMatch: true\n'
        })
      ).dependencyFilter
    ).toEqual({ license: ['MIT'], packageFilters: [{ name: 'lodash', exactNameMatch: true }] })
  })

  it('rejects a repository ID above int64, naming the field', async () => {
    const message = await rejectedInputError(
      inventory({ 'dependency-filter': '{"repositoryId": [9223372036854775808]}' }),
      'dependency-filter'
    )
    expect(message).toContain('dependency-filter.repositoryId[0]')
  })

  it('leaves the filter out when the input is empty', async () => {
    expect(await inventory({ 'dependency-filter': '  \n' })).not.toHaveProperty('dependencyFilter')
  })

  it('names the input and the field for an unknown field or a wrong type', async () => {
    const unknown = await rejectedInputError(
      inventory({ 'dependency-filter': '{"licence": ["MIT"]}' }),
      'dependency-filter'
    )
    expect(unknown).toContain('"licence"')
    expect(unknown).toContain('did you mean "license"? Give a JSON or YAML object')
    expect(unknown).not.toContain('?.')
    const wrongType = await rejectedInputError(
      inventory({ 'dependency-filter': 'packageFilters: [{exactNameMatch: "yes"}]' }),
      'dependency-filter'
    )
    expect(wrongType).toContain('dependency-filter.packageFilters[0].exactNameMatch')
    expect(wrongType).toContain('boolean')
  })

  it('resolves a relative inventory-file against GITHUB_WORKSPACE and keeps an absolute one', async () => {
    expect((await inventory({ 'inventory-file': 'out/inventory.json' })).inventoryFile).toBe(
      path.join(WORKSPACE, 'out/inventory.json')
    )
    const absolute = path.join(os.tmpdir(), 'x', 'inv.json')
    expect((await inventory({ 'inventory-file': absolute })).inventoryFile).toBe(absolute)
  })

  it('falls back to the system temp directory without RUNNER_TEMP', async () => {
    expect((await inventory({}, {})).inventoryFile).toBe(
      path.join(os.tmpdir(), 'dependency-inventory.json')
    )
  })

  it('says exactly what previous-inventory: artifact needs; a blank token is none', async () => {
    expect(
      await rejectedInputError(
        inventory({ 'previous-inventory': 'artifact', 'github-token': 'x' }),
        'artifact-name'
      )
    ).toBe(
      "Set 'artifact-name' too (e.g. `artifact-name: dependency-inventory`): with " +
        "'previous-inventory: artifact' each run uploads its inventory under that name and " +
        'compares with the artifact of that name from the previous successful run.'
    )
    expect(
      await rejectedInputError(
        inventory({ 'previous-inventory': 'artifact', 'artifact-name': 'a', 'github-token': ' ' }),
        'github-token'
      )
    ).toBe(
      "Input 'github-token' is empty: 'previous-inventory: artifact' reads the previous run's " +
        "artifact through GitHub's API. Leave github-token at its default (${{ github.token }}) " +
        'and give the job `permissions: actions: read`.'
    )
  })

  it('ends a filter problem with a full stop, then says what to give', async () => {
    expect(
      await rejectedInputError(inventory({ 'dependency-filter': 'name: 1' }), 'dependency-filter')
    ).toBe(
      "Input 'dependency-filter' is not valid: dependency-filter.name: expected a string, got 1. " +
        "Give a JSON or YAML object with the API's dependencyFilter fields, e.g. " +
        '`{"includeArchived": false, "license": ["MIT"]}`.'
    )
  })

  it('warns of the deprecated name and version fields, naming them', async () => {
    let parsed: DependencyInventoryInputs | undefined
    const { log } = await captureRun(async () => {
      parsed = await inventory({ 'dependency-filter': '{"name": "lodash", "version": "4"}' })
    })
    expect(parsed?.dependencyFilter).toEqual({ name: 'lodash', version: '4' })
    const warnings = log.split('\n').filter(line => line.startsWith('::warning '))
    expect(warnings).toEqual([
      expect.stringContaining(
        "::Use 'packageFilters' in dependency-filter instead of 'name' and 'version', e.g. " +
          '`packageFilters: [{name: lodash, exactNameMatch: true, exactVersion: "4.17.21"}]` ' +
          '(versionLowerBound / versionUpperBound take ranges such as ">=1.0.0"): the platform ' +
          "has deprecated 'name' and 'version'."
      )
    ])
    expect(warnings[0]).toContain('dependency-filter uses deprecated fields')
    const { log: quiet } = await captureRun(async () => {
      await inventory({ 'dependency-filter': '{"license": ["MIT"]}' })
    })
    expect(quiet).not.toContain('::warning ')
  })
})
