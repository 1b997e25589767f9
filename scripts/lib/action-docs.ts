/** What `npm run docs` renders from action.yml: the reference page and each mode's list of names. */

export interface Metadata {
  inputs: Record<
    string,
    { description: string; required?: boolean; default?: string | number | boolean }
  >
  outputs: Record<string, { description: string }>
}

export const MODES = [
  'sbom-export',
  'ticket-link',
  'dependency-inventory',
  'dependency-search',
  'code-scanning',
  'policies'
] as const
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

const TITLES: Record<Group, string> = {
  common: 'Every mode',
  'sbom-export': '`sbom-export`',
  'ticket-link': '`ticket-link`',
  'dependency-inventory': '`dependency-inventory`',
  'dependency-search': '`dependency-search`',
  'code-scanning': '`code-scanning`',
  policies: '`policies`'
}

/**
 * docs/reference.md: a section per mode, each with its inputs and outputs in action.yml's order.
 * An entry of several modes is in each of their sections; its anchor is on the first.
 */
export function renderReference(meta: Metadata): string {
  const anchored = new Set<string>()
  const name = (kind: 'input' | 'output', key: string): string => {
    const id = anchor(kind, key)
    if (anchored.has(id)) return `\`${key}\``
    anchored.add(id)
    return `<a id="${id}"></a>\`${key}\``
  }
  const section = (group: Group): string[] => {
    const inputs = Object.entries(meta.inputs)
      .filter(([, spec]) => modesOf(spec.description).includes(group))
      .map(([key, spec]) => {
        const fallback = spec.required
          ? 'required'
          : spec.default === undefined || spec.default === ''
            ? ''
            : `\`${String(spec.default)}\``
        return `| ${name('input', key)} | ${fallback} | ${cell(spec.description)} |`
      })
    const outputs = Object.entries(meta.outputs)
      .filter(([, spec]) => modesOf(spec.description).includes(group))
      .map(([key, spec]) => `| ${name('output', key)} | ${cell(spec.description)} |`)
    return [
      `## ${TITLES[group]}`,
      '',
      ...(inputs.length
        ? ['| Input | Default | Description |', '| --- | --- | --- |', ...inputs, '']
        : []),
      ...(outputs.length ? ['| Output | Description |', '| --- | --- |', ...outputs, ''] : [])
    ]
  }
  return [
    '# Inputs and outputs',
    '',
    '<!-- Generated from action.yml by `npm run docs`: edit action.yml, not this file. -->',
    '',
    'Every input and output of `action.yml`, by mode, in the order `action.yml` gives them. A mode',
    'ignores the inputs of the other modes. Each mode’s page ([sbom-export](sbom-export.md),',
    '[ticket-link](ticket-link.md), [dependency-inventory](dependency-inventory.md),',
    '[dependency-search](dependency-search.md), [policies](policies.md)) says how they work together.',
    '',
    ...(['common', ...MODES] as const).flatMap(section)
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
