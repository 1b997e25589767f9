/** The inputs of `mode: dependency-inventory`. */
import * as os from 'node:os'
import * as path from 'node:path'
import { warn } from '../../action/annotations.js'
import {
  githubApiUrl,
  InputError,
  parseArtifactName,
  parseBoolean,
  parseFilePath,
  parseInteger,
  type InputEnvironment,
  type InputReader
} from '../../action/inputs.js'
import type { DependencyFilter } from '../../platform/dependency-filter.js'

export interface DependencyInventoryInputs {
  /** Sent as `dependencyFilter` on both list operations; absent when the input is empty. */
  dependencyFilter?: DependencyFilter
  /** `pageSize` of both list operations, 1 to 100. */
  pageSize: number
  /** Requests in flight at most, repository pages included, 1 to 32. */
  concurrency: number
  /** Absolute path of the inventory file. */
  inventoryFile: string
  /** `summary-limit`: repositories in the summary's table, 1 to 1000. */
  summaryLimit: number
  /** `artifact-name`: also upload the inventory file as a workflow artifact of that name. */
  artifactName?: string
  /** `previous-inventory`: an earlier inventory file, or that of the previous run's artifact. */
  previousInventory?: PreviousInventoryInput
  /** `list-uncovered`: also list the deployment's projects without dependency data. */
  listUncovered?: boolean
  /** `github-token`; read for `previous-inventory: artifact` only. */
  githubToken?: string
  /** The runner's GitHub API URL; with `previous-inventory: artifact` only. */
  githubApiUrl?: string
}

/** An inventory file (absolute path), or `artifact`: the previous successful run's. */
export type PreviousInventoryInput = { file: string } | 'artifact'

export async function parseDependencyInventoryInputs(
  read: InputReader,
  env: InputEnvironment
): Promise<DependencyInventoryInputs> {
  const dependencyFilter = await readDependencyFilter(read('dependency-filter'))
  const artifactName = parseArtifactName(read('artifact-name'))
  const previousInventory = parsePreviousInventory(read('previous-inventory'), env)
  const githubToken = read('github-token').trim()
  if (previousInventory === 'artifact' && artifactName === undefined) {
    throw new InputError(
      `Set 'artifact-name' too (e.g. \`artifact-name: dependency-inventory\`): with ` +
        `'previous-inventory: artifact' each run uploads its inventory under that name and ` +
        `compares with the artifact of that name from the previous successful run.`
    )
  }
  if (previousInventory === 'artifact' && !githubToken) {
    throw new InputError(
      `Input 'github-token' is empty: 'previous-inventory: artifact' reads the previous run's ` +
        `artifact through GitHub's API. Leave github-token at its default (\${{ github.token }}) ` +
        `and give the job \`permissions: actions: read\`.`
    )
  }
  return {
    ...(dependencyFilter && { dependencyFilter }),
    ...(artifactName !== undefined && { artifactName }),
    ...(previousInventory !== undefined && { previousInventory }),
    ...(previousInventory === 'artifact' && { githubToken, githubApiUrl: githubApiUrl(env) }),
    listUncovered: parseBoolean('list-uncovered', read('list-uncovered'), false),
    summaryLimit: parseInteger('summary-limit', read('summary-limit'), 100, 1, 1000),
    pageSize: parseInteger('page-size', read('page-size'), 100, 1, 100),
    concurrency: parseInteger('concurrency', read('concurrency'), 8, 1, 32),
    inventoryFile: parseFilePath(
      read('inventory-file'),
      env,
      path.join(env.RUNNER_TEMP || os.tmpdir(), 'dependency-inventory.json')
    )
  }
}

/**
 * The `dependency-filter` input, parsed. Its parser (YAML and zod) is loaded only when the input is
 * set: most runs have no filter, and would otherwise load both before their first request.
 */
async function readDependencyFilter(text: string): Promise<DependencyFilter | undefined> {
  if (text.trim() === '') return undefined
  const { DependencyFilterError, deprecatedFields, parseDependencyFilter } =
    await import('./filter.js')
  let filter: DependencyFilter | undefined
  try {
    filter = parseDependencyFilter(text)
  } catch (error) {
    if (!(error instanceof DependencyFilterError)) throw error
    // A problem may end in a question (`did you mean "DIRECT"?`), which needs no full stop.
    const problems = /[.?!]$/.test(error.message) ? error.message : `${error.message}.`
    throw new InputError(
      `Input 'dependency-filter' is not valid: ${problems} Give a JSON or YAML object with ` +
        `the API's dependencyFilter fields, e.g. \`{"includeArchived": false, "license": ["MIT"]}\`.`
    )
  }
  if (filter) warnDeprecated(deprecatedFields(filter))
  return filter
}

/** `artifact` (any case), or a path taken from the workspace; empty → not compared. */
function parsePreviousInventory(
  value: string,
  env: InputEnvironment
): PreviousInventoryInput | undefined {
  const trimmed = value.trim()
  if (!trimmed) return undefined
  if (trimmed.toLowerCase() === 'artifact') return 'artifact'
  return { file: parseFilePath(trimmed, env, '') }
}

/** `name` and `version` still work upstream, but are deprecated in favour of `packageFilters`. */
function warnDeprecated(fields: string[]): void {
  if (fields.length === 0) return
  const named = fields.map(field => `'${field}'`).join(' and ')
  warn(
    'dependency-filter uses deprecated fields',
    `Use 'packageFilters' in dependency-filter instead of ${named}, e.g. \`packageFilters: ` +
      `[{name: lodash, exactNameMatch: true, exactVersion: "4.17.21"}]\` (versionLowerBound / ` +
      `versionUpperBound take ranges such as ">=1.0.0"): the platform has deprecated ${named}.`
  )
}
