/** What `npm run docs` renders from action.yml: the reference page and each mode's list of names. */

export interface Metadata {
  inputs: Record<
    string,
    { description: string; required?: boolean; default?: string | number | boolean }
  >
  outputs: Record<string, { description: string }>
}

export const MODES = ['sbom-export', 'ticket-link', 'dependency-inventory', 'policies'] as const
export type Group = (typeof MODES)[number] | 'common'

const cell = (s: string): string =>
  s.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|').replace(/</g, '&lt;')

const anchor = (kind: 'input' | 'output', name: string): string => `${kind}-${name.toLowerCase()}`

/**
 * The modes a description is about. Descriptions start with their scope ("sbom-export: …",
 * "sbom-export (wait: true) and dependency-inventory: …") and may add one per mode later
 * ("ticket-link: …. sbom-export: …"). None, or all of them, means every mode.
 */
export function modesOf(description: string): Group[] {
  const text = description.replace(/\s+/g, ' ')
  let depth = 0
  let scopeEnd = text.length
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')') depth = Math.max(0, depth - 1)
    else if (text[i] === ':' && depth === 0) {
      scopeEnd = i
      break
    }
  }
  const scope = text.slice(0, scopeEnd)
  const found = MODES.filter(
    mode =>
      new RegExp(`(^|[^\\w-])${mode}(?![\\w-])`).test(scope) ||
      new RegExp(`(^|[^\\w-])${mode}( \\([^)]*\\))?:`).test(text)
  )
  return found.length === 0 || found.length === MODES.length ? ['common'] : found
}

export function renderReference(meta: Metadata): string {
  const inputs = Object.entries(meta.inputs).map(([name, spec]) => {
    const fallback =
      spec.default === undefined || spec.default === '' ? '' : `\`${String(spec.default)}\``
    return `| <a id="${anchor('input', name)}"></a>\`${name}\` | ${spec.required ? 'yes' : 'no'} | ${fallback} | ${cell(spec.description)} |`
  })
  const outputs = Object.entries(meta.outputs).map(
    ([name, spec]) =>
      `| <a id="${anchor('output', name)}"></a>\`${name}\` | ${cell(spec.description)} |`
  )
  return [
    '# Inputs and outputs',
    '',
    '<!-- Generated from action.yml by `npm run docs`: edit action.yml, not this file. -->',
    '',
    'Every input and output of `action.yml`, in its order. A mode ignores the inputs of the other',
    'modes. Each mode’s page ([sbom-export](sbom-export.md), [ticket-link](ticket-link.md),',
    '[dependency-inventory](dependency-inventory.md), [policies](policies.md)) says how they work',
    'together.',
    '',
    '## Inputs',
    '',
    '| Input | Required | Default | Description |',
    '| --- | --- | --- | --- |',
    ...inputs,
    '',
    '## Outputs',
    '',
    '| Output | Description |',
    '| --- | --- |',
    ...outputs,
    ''
  ].join('\n')
}

/** One line per kind: the names a group reads or sets, each linked to the reference. */
export function renderNames(meta: Metadata, group: Group): string {
  const list = (kind: 'input' | 'output', entries: Record<string, { description: string }>) =>
    Object.entries(entries)
      .filter(([, spec]) => modesOf(spec.description).includes(group))
      .map(([name]) => `[\`${name}\`](docs/reference.md#${anchor(kind, name)})`)
      .join(' · ')
  const inputs = list('input', meta.inputs)
  const outputs = list('output', meta.outputs)
  // One paragraph, a hard line break between the two lists.
  return [inputs && `**Inputs**: ${inputs}`, outputs && `**Outputs**: ${outputs}`]
    .filter(Boolean)
    .join('\\\n')
}
