import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import {
  modesOf,
  renderNames,
  renderReference,
  type Metadata
} from '../../scripts/lib/action-docs.js'

const meta: Metadata = {
  inputs: {
    token: { description: 'API token.', required: true },
    ref: { description: 'sbom-export: branch or tag.', default: '${{ github.ref }}' },
    'artifact-name': { description: 'sbom-export (wait: true) and dependency-inventory: upload.' },
    'github-token': {
      description: 'GitHub token. ticket-link: reads commits. sbom-export: attaches. policies none.'
    }
  },
  outputs: {
    'deployment-id': { description: 'Every mode: the deployment.' },
    'policy-count': { description: 'policies: number of policies.' }
  }
}

describe('modesOf', () => {
  it('reads the scope before the first colon outside parentheses', () => {
    expect(modesOf('sbom-export (wait: true) and dependency-inventory: upload.')).toEqual([
      'sbom-export',
      'dependency-inventory'
    ])
  })

  it('adds the modes a later "<mode>:" names, and not a mode named in passing', () => {
    expect(modesOf(meta.inputs['github-token']!.description)).toEqual([
      'sbom-export',
      'ticket-link'
    ])
  })

  it('takes no mode, or every mode, as common', () => {
    expect(modesOf('API token.')).toEqual(['common'])
    expect(
      modesOf(
        'What to do: sbom-export, ticket-link, dependency-inventory, dependency-search or policies.'
      )
    ).toEqual(['common'])
  })
})

describe('renderNames', () => {
  it('lists a mode’s inputs and outputs, each linked to its row of the reference', () => {
    expect(renderNames(meta, 'sbom-export')).toBe(
      '**Inputs**: [`ref`](docs/reference.md#input-ref) · ' +
        '[`artifact-name`](docs/reference.md#input-artifact-name) · ' +
        '[`github-token`](docs/reference.md#input-github-token)'
    )
    expect(renderNames(meta, 'policies')).toBe(
      '**Outputs**: [`policy-count`](docs/reference.md#output-policy-count)'
    )
  })
})

describe('renderReference', () => {
  it('anchors each entry once, on its first section', () => {
    const page = renderReference(meta)
    expect(page.match(/id="input-github-token"/g)).toHaveLength(1)
    expect(page.match(/\| `github-token` \|/g)).toHaveLength(1)
    expect(page).toContain('| <a id="input-token"></a>`token` | required | API token. |')
  })

  it('puts every input and output of action.yml in some mode’s list', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as Metadata
    const lists = (
      [
        'common',
        'sbom-export',
        'ticket-link',
        'dependency-inventory',
        'dependency-search',
        'code-scanning',
        'policies'
      ] as const
    )
      .map(group => renderNames(action, group))
      .join('\n')
    for (const name of Object.keys(action.inputs))
      expect(lists).toContain(`#input-${name.toLowerCase()})`)
    for (const name of Object.keys(action.outputs)) expect(lists).toContain(`#output-${name})`)
  })
})
