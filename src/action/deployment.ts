/**
 * Which deployment a run works on. `deployment-id` may be left empty: the token then names it, through
 * the deployments list (fetched at most once per run). Modes that need the deployment's slug (the
 * projects operations take it instead of the ID) ask for it lazily, so runs that do not need it make
 * no extra request.
 */
import { oneLine, plural } from './text.js'
import type { Deployment } from '../platform/deployments.js'

/** The deployment of this run. */
export interface RunDeployment {
  /** Digits, without leading zeros. */
  id: string
  /** The slug, from the deployments list; looked up on first use when `deployment-id` was given. */
  slug(): Promise<string>
  /**
   * The deployment as a summary names it: its slug when the run has learnt it (no request is made
   * for it), else its ID.
   */
  name(): string
}

/** The deployments list cannot name the deployment of this run. */
export class DeploymentError extends Error {
  override name = 'DeploymentError'
}

/** At most this many deployments are named in an error message. */
const NAMED_DEPLOYMENTS = 20

/**
 * `givenId`: the `deployment-id` input (digits, normalised), or undefined when empty. `onSlug` hears
 * the slug once, when it is learnt (main.ts sets the `deployment-slug` output there).
 */
export async function resolveDeployment(
  givenId: string | undefined,
  list: () => Promise<Deployment[]>,
  onSlug: (slug: string) => void = () => undefined
): Promise<RunDeployment> {
  let fetched: Promise<Deployment[]> | undefined
  const deployments = (): Promise<Deployment[]> => (fetched ??= list())
  let slug: Promise<string> | undefined
  let known: string | undefined
  const learnt = (deployment: Deployment): string => {
    known = deployment.slug
    onSlug(deployment.slug)
    return deployment.slug
  }

  if (givenId !== undefined) {
    return {
      id: givenId,
      slug: () => (slug ??= deployments().then(all => learnt(entryFor(givenId, all)))),
      name: () => known ?? givenId
    }
  }
  const only = onlyDeployment(await deployments())
  slug = Promise.resolve(learnt(only))
  const id = only.id.toString()
  return { id, slug: () => slug!, name: () => known ?? id }
}

/** The one deployment the token reaches; none or several is an error that says what to set. */
function onlyDeployment(deployments: Deployment[]): Deployment {
  if (deployments.length === 1) return deployments[0]!
  if (deployments.length === 0) throw new DeploymentError(`The ${NO_DEPLOYMENT}`)
  throw new DeploymentError(
    `The token reaches ${plural(deployments, 'deployment')}: ${describe(deployments)}. ` +
      `Set \`deployment-id\` to the one this step should use, e.g. \`deployment-id: ${deployments[0]!.id}\`.`
  )
}

/** The list's entry for a `deployment-id` given as input. */
function entryFor(id: string, deployments: Deployment[]): Deployment {
  const entry = deployments.find(deployment => deployment.id.toString() === id)
  if (entry) return entry
  if (deployments.length === 0) {
    throw new DeploymentError(`Input 'deployment-id' is ${id}, but the ${NO_DEPLOYMENT}`)
  }
  throw new DeploymentError(
    `Input 'deployment-id' is ${id}, which is not a deployment the token reaches ` +
      `(${describe(deployments)}). Set it to one of these, or leave it empty when the token reaches one.`
  )
}

const NO_DEPLOYMENT =
  'token reaches no deployment (the platform listed none). Use a token created in the ' +
  'organization whose data this step should read, with the Web API permission.'

/** `acme (12), beta (34)`, cut after NAMED_DEPLOYMENTS entries. */
function describe(deployments: Deployment[]): string {
  const named = deployments
    .slice(0, NAMED_DEPLOYMENTS)
    .map(deployment => `${oneLine(deployment.slug)} (${deployment.id})`)
  const rest = deployments.length - named.length
  return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ')
}
