/**
 * Turns an action's log (stdout with workflow commands) into what a person reads in a terminal, as
 * the runner's log view shows it: groups as headings (empty ones dropped), annotations with a mark
 * and their title, masks and debug lines left out.
 */

/** `%3A` and the other escapes of workflow command properties and messages. */
function unescapeCommand(value: string): string {
  return value
    .replace(/%0D/gi, '\r')
    .replace(/%0A/gi, '\n')
    .replace(/%3A/gi, ':')
    .replace(/%2C/gi, ',')
    .replace(/%25/g, '%')
}

const MARKS: Record<string, string> = { error: '✖', warning: '⚠', notice: 'ℹ' }

export function logForTerminal(log: string): string[] {
  const lines: string[] = []
  /** A group opened whose heading is not printed yet (it is printed with its first line). */
  let pending: string | undefined
  let inGroup = false
  for (const line of log.split('\n')) {
    if (line === '' || line.startsWith('::add-mask::') || line.startsWith('::debug::')) continue
    const group = /^::group::(.*)$/.exec(line)
    if (group) {
      pending = group[1]
      inGroup = true
      continue
    }
    if (line === '::endgroup::') {
      pending = undefined
      inGroup = false
      continue
    }
    if (pending !== undefined) {
      lines.push(`▾ ${pending}`)
      pending = undefined
    }
    const indent = inGroup ? '  ' : ''
    const annotation = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line)
    if (annotation) {
      const [, kind = '', properties = '', message = ''] = annotation
      const title = /(?:^|,)title=([^,]*)/.exec(properties)?.[1]
      const head = title ? `${unescapeCommand(title)}: ` : ''
      lines.push(`${indent}${MARKS[kind]} ${head}${unescapeCommand(message)}`)
      continue
    }
    lines.push(`${indent}${line}`)
  }
  return lines
}
