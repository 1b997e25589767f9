/**
 * DeploymentsService_ListDeployments: the deployments the token reaches. It is the one operation
 * that needs no deployment, so it stands apart from `PlatformClient`, which is built for one.
 *
 * Its answer is checked here rather than by a zod schema: with `deployment-id` left empty it is read
 * before the mode's first request, and loading zod would cost more than the request itself.
 */
import { INT64_MAX } from './ids.js'
import { requestJson, type Checked } from './request-json.js'
import type { Transport } from './transport.js'

/** A deployment the token reaches. */
export interface Deployment {
  /** 0 to the int64 maximum. */
  id: bigint
  /** '' when the answer leaves it out. */
  name: string
  slug: string
}

export async function listDeployments(transport: Transport): Promise<Deployment[]> {
  return requestJson(
    transport,
    {
      operation: 'List deployments',
      method: 'GET',
      path: '/api/v1/deployments',
      retry: 'idempotent'
    },
    readDeployments
  )
}

/**
 * `{deployments: [{id, name, slug}]}`, other fields ignored. IDs may come as JSON integers (bigint
 * beyond 2^53) or as digit strings (protobuf-JSON); a missing list is none and a missing name ''.
 */
export function readDeployments(json: unknown): Checked<Deployment[]> {
  if (!isRecord(json)) return problem('(body)', 'expected an object')
  const list = json.deployments === undefined ? [] : json.deployments
  if (!Array.isArray(list)) return problem('deployments', 'expected an array')
  const deployments: Deployment[] = []
  for (const [i, entry] of list.entries()) {
    const at = `deployments[${i}]`
    if (!isRecord(entry)) return problem(at, 'expected an object')
    const id = deploymentId(entry.id)
    if (id === undefined) return problem(`${at}.id`, 'expected a deployment ID of 0 or more')
    const name = entry.name === undefined ? '' : entry.name
    if (typeof name !== 'string') return problem(`${at}.name`, 'expected a string')
    if (typeof entry.slug !== 'string') return problem(`${at}.slug`, 'expected a string')
    if (entry.slug === '') return problem(`${at}.slug`, 'slug is empty')
    deployments.push({ id, name, slug: entry.slug })
  }
  return { ok: true, value: deployments }
}

/** A JSON integer or a string of digits, 0 to the int64 maximum; undefined for anything else. */
function deploymentId(value: unknown): bigint | undefined {
  let id: bigint
  if (typeof value === 'bigint') id = value
  else if (typeof value === 'number' && Number.isSafeInteger(value)) id = BigInt(value)
  else if (typeof value === 'string' && /^-?\d{1,20}$/.test(value)) id = BigInt(value)
  else return undefined
  return id >= 0n && id <= INT64_MAX ? id : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function problem(path: string, message: string): Checked<never> {
  return { ok: false, problem: `${path}: ${message}` }
}
