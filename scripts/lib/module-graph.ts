/**
 * The module graph of src/ by folder, as a Mermaid flowchart for CONTRIBUTING.md's "Layout".
 * dependency-cruiser reads the imports (type-only ones included); each edge is one folder importing
 * another, dotted where every import along it is of types only (no code runs across it).
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
  /** `from --> to` → whether every import along the edge is type-only. */
  const edges = new Map<string, boolean>()
  for (const module of output.modules) {
    const from = folderOf(module.source)
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved)
      if (!from || !to || from === to || from === 'index.ts') continue
      const edge = `${from} --> ${to}`
      const typeOnly = dependency.dependencyTypes.includes('type-only')
      edges.set(edge, (edges.get(edge) ?? true) && typeOnly)
    }
  }
  const ids = new Map<string, string>()
  const node = (name: string): string => {
    if (!ids.has(name)) ids.set(name, `n${ids.size}`)
    return `${ids.get(name)}["${name}"]`
  }
  const lines = [...edges.keys()].sort().map(edge => {
    const [from, to] = edge.split(' --> ') as [string, string]
    return `  ${node(from)} ${edges.get(edge) ? '-.->' : '-->'} ${node(to)}`
  })
  return ['```mermaid', 'flowchart LR', ...lines, '```'].join('\n')
}
