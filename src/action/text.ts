/** Small text helpers for log lines and messages, shared by every mode. */

/** The message of anything thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

const numberFormat = new Intl.NumberFormat('en-US')

/** A count as people read it: `20,000`. */
export function formatCount(n: number): string {
  return numberFormat.format(n)
}

/** `1 finding`, `20,000 findings`; `many` for irregular plurals (`repositories`). */
export function plural(n: number | readonly unknown[], one: string, many = `${one}s`): string {
  const k = typeof n === 'number' ? n : n.length
  return `${formatCount(k)} ${k === 1 ? one : many}`
}

/** Text for the log: control characters (line breaks included) become spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ')
}

/** Values in first-seen order, each once. */
export function distinct<T>(values: Iterable<T>): T[] {
  return [...new Set(values)]
}
