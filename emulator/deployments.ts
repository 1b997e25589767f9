/** The deployments the token reaches: the `deployments` option, checked, or the default one. */
import type { Dataset } from './dataset.js'
import type { EmulatorDeployment } from './types.js'

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/** The listed deployments; throws RangeError for an entry the platform could not have. */
export function resolveDeployments(
  dataset: Dataset,
  given: readonly EmulatorDeployment[] | undefined
): EmulatorDeployment[] {
  const deployments = given ?? [{ id: dataset.deploymentId, name: 'Acme Corp', slug: 'acme-corp' }]
  for (const { id, slug } of deployments) {
    if (!/^[0-9]+$/.test(id)) throw new RangeError(`deployments: id must be digits, got '${id}'`)
    if (!SLUG.test(slug)) throw new RangeError(`deployments: '${slug}' is not a slug`)
  }
  return deployments.map(deployment => ({ ...deployment }))
}

/** The slug of the dataset's deployment, when it is listed. */
export function datasetSlug(
  dataset: Dataset,
  deployments: readonly EmulatorDeployment[]
): string | undefined {
  return deployments.find(item => BigInt(item.id) === BigInt(dataset.deploymentId))?.slug
}
