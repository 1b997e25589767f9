/** Which deployment a run works on: the given ID, or the one the token reaches; the lazy slug. */
import { describe, expect, it } from '@jest/globals'
import { DeploymentError, resolveDeployment } from '../../src/action/deployment.js'
import type { Deployment } from '../../src/platform/deployments.js'

const ACME: Deployment = { id: 18446744073709551615n, name: 'Acme', slug: 'acme' }
const BETA: Deployment = { id: 34n, name: 'Beta', slug: 'beta' }

/** A deployments list that counts how often it is fetched. */
function listOf(deployments: Deployment[]) {
  const calls = { count: 0 }
  const list = async () => {
    calls.count++
    return deployments
  }
  return { list, calls }
}

describe('deployment-id empty', () => {
  it('uses the one deployment the token reaches, with its exact ID and slug', async () => {
    const { list, calls } = listOf([ACME])
    const slugs: string[] = []
    const deployment = await resolveDeployment(undefined, list, slug => slugs.push(slug))
    expect(deployment.id).toBe('18446744073709551615')
    expect(slugs).toEqual(['acme'])
    expect(await deployment.slug()).toBe('acme')
    expect(await deployment.slug()).toBe('acme')
    expect(calls.count).toBe(1)
    expect(slugs).toEqual(['acme'])
  })

  it('none: says that the token reaches no deployment', async () => {
    const error = await resolveDeployment(undefined, listOf([]).list).catch(e => e)
    expect(error).toBeInstanceOf(DeploymentError)
    expect(error.message).toMatch(/^The token reaches no deployment/)
    expect(error.message).toContain('Web API permission')
  })

  it('several: lists them as slug (id) and asks for deployment-id', async () => {
    const error: Error = await resolveDeployment(undefined, listOf([ACME, BETA]).list).catch(e => e)
    expect(error.message).toContain(
      'The token reaches 2 deployments: acme (18446744073709551615), beta (34).'
    )
    expect(error.message).toContain('Set `deployment-id`')
  })

  it('many: names the first 20 and counts the rest; slugs are kept on one line', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      id: BigInt(i + 1),
      name: '',
      slug: i === 0 ? 'evil\n::error::x' : `d${i + 1}`
    }))
    const error: Error = await resolveDeployment(undefined, listOf(many).list).catch(e => e)
    expect(error.message).toContain('25 deployments')
    expect(error.message).toContain('d20 (20) and 5 more')
    expect(error.message).not.toContain('d21 (21)')
    expect(error.message).not.toContain('\n')
  })

  it('a failing list fails the run with its own error', async () => {
    const boom = new Error('List deployments failed with HTTP 404')
    await expect(
      resolveDeployment(undefined, async () => {
        throw boom
      })
    ).rejects.toBe(boom)
  })
})

describe('deployment-id given', () => {
  it('makes no request until a mode asks for the slug, then one', async () => {
    const { list, calls } = listOf([BETA, ACME])
    const slugs: string[] = []
    const deployment = await resolveDeployment('18446744073709551615', list, slug =>
      slugs.push(slug)
    )
    expect(deployment.id).toBe('18446744073709551615')
    expect(calls.count).toBe(0)
    expect(slugs).toEqual([])
    const [first, second] = await Promise.all([deployment.slug(), deployment.slug()])
    expect([first, second]).toEqual(['acme', 'acme'])
    expect(calls.count).toBe(1)
    expect(slugs).toEqual(['acme'])
  })

  it('an ID that is not in the list: names it and the deployments the token reaches', async () => {
    const deployment = await resolveDeployment('99', listOf([ACME, BETA]).list)
    const error: Error = await deployment.slug().catch(e => e)
    expect(error).toBeInstanceOf(DeploymentError)
    expect(error.message).toContain("Input 'deployment-id' is 99")
    expect(error.message).toContain('acme (18446744073709551615), beta (34)')
  })

  it('an ID when the token reaches none', async () => {
    const deployment = await resolveDeployment('99', listOf([]).list)
    await expect(deployment.slug()).rejects.toThrow(
      /deployment-id' is 99, but the token reaches no deployment/
    )
  })
})
