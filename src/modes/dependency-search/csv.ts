/**
 * A small RFC 4180 reader for the package lists teams write as CSV: `,`, `;` or a tab between
 * cells, double quotes around a cell (`""` is a quote, a line end inside quotes belongs to the
 * cell), CRLF, CR or LF between rows. Written here rather than taken from a library because it must
 * be bounded in a way that is easy to see: every character is looked at a fixed number of times, so
 * the time is linear in the text's size whatever its quotes (a cell of 300,000 `"` included).
 */

/** The separators a header may use. */
export const CSV_SEPARATORS = [',', ';', '\t'] as const
export type CsvSeparator = (typeof CSV_SEPARATORS)[number]

/** One row: the line it starts on (from 1), its cells as written (unquoted), its raw text. */
export interface CsvRecord {
  line: number
  cells: string[]
  text: string
}

/** The first separator of a row outside quotes, or undefined when it has none. */
export function rowSeparator(row: string): CsvSeparator | undefined {
  let quoted = false
  for (let i = 0; i < row.length; i++) {
    const c = row[i]
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) return c
  }
  return undefined
}

/**
 * The rows of `text` from `start` on, the first counted as line `firstLine`. A quote opens a quoted
 * cell only as the cell's first character after blanks; text after its closing quote is kept as
 * written, up to the next separator (lenient, as spreadsheets write it).
 */
export function* csvRecords(
  text: string,
  separator: CsvSeparator,
  start = 0,
  firstLine = 1
): Generator<CsvRecord> {
  let i = start
  let line = firstLine
  const end = text.length
  while (i < end) {
    const rowStart = i
    const rowLine = line
    const cells: string[] = []
    for (;;) {
      let j = i
      while (j < end && (text[j] === ' ' || (text[j] === '\t' && separator !== '\t'))) j++
      let cell: string
      let k: number
      if (text[j] === '"') {
        const quoted = quotedCell(text, j + 1)
        cell = quoted.cell
        k = quoted.end
        line += lineEnds(cell)
      } else {
        cell = ''
        k = i
      }
      let e = k
      while (e < end && text[e] !== separator && text[e] !== '\n' && text[e] !== '\r') e++
      cells.push(cell + text.slice(k, e))
      i = e
      if (i < end && text[i] === separator) {
        i++
        continue
      }
      break
    }
    const rowEnd = i
    i = afterLineEnd(text, i)
    if (i > rowEnd) line++
    yield { line: rowLine, cells, text: text.slice(rowStart, rowEnd) }
  }
}

/** Where the next row starts: past one CRLF, CR or LF at `at`. */
function afterLineEnd(text: string, at: number): number {
  if (text[at] === '\r') return text[at + 1] === '\n' ? at + 2 : at + 1
  return text[at] === '\n' ? at + 1 : at
}

/** The quoted cell that starts after its opening quote at `from`, and where it ends. */
function quotedCell(text: string, from: number): { cell: string; end: number } {
  const parts: string[] = []
  let k = from
  for (;;) {
    const quote = text.indexOf('"', k)
    if (quote < 0) {
      parts.push(text.slice(k))
      return { cell: parts.join(''), end: text.length }
    }
    parts.push(text.slice(k, quote))
    if (text[quote + 1] !== '"') return { cell: parts.join(''), end: quote + 1 }
    parts.push('"')
    k = quote + 2
  }
}

/** How many line ends a quoted cell holds (CRLF counted once). */
function lineEnds(cell: string): number {
  let count = 0
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]
    if (c === '\n' || (c === '\r' && cell[i + 1] !== '\n')) count++
  }
  return count
}
