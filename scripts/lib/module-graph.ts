/**
 * The module graph of src/ by folder, as a Mermaid flowchart for CONTRIBUTING.md's "Layout".
 * dependency-cruiser reads the imports (type-only ones included); each edge is one folder importing
 * another.
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser'

/** `src/modes/ticket-link/index.ts` → `modes/ticket-link/`; `src/main.ts` → `main.ts`. */
function folderOf(file: string): string | undefined {
  const match = /^src\/((?:modes\/[^/]+|[^/]+)\/|[^/]+\.ts$)/.exec(file)
  return match?.[1]
}

export async function moduleGraph(): Promise<string> {
  const result = await cruise(['src'], {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    validate: false
  })
  const output = result.output as ICruiseResult
  const edges = new Set<string>()
  for (const module of output.modules) {
    const from = folderOf(module.source)
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved)
      if (from && to && from !== to && from !== 'index.ts') edges.add(`${from} --> ${to}`)
    }
  }
  const ids = new Map<string, string>()
  const node = (name: string): string => {
    if (!ids.has(name)) ids.set(name, `n${ids.size}`)
    return `${ids.get(name)}["${name}"]`
  }
  const lines = [...edges].sort().map(edge => {
    const [from, to] = edge.split(' --> ') as [string, string]
    return `  ${node(from)} --> ${node(to)}`
  })
  return ['```mermaid', 'flowchart LR', ...lines, '```'].join('\n')
}
