/**
 * Turns a job summary (GitHub Markdown with a little HTML) into plain text for a terminal: links as
 * `label (url)`, code in backticks, alerts as `WARNING:`, and tables aligned in columns, a cell's
 * `<br>`-separated lines (lockfile lists) one per line.
 */

/**
 * Inline HTML and entities to plain text; `<br>` and a details summary become line breaks. Links
 * show their URL in prose, and only their label in table cells, which would grow too wide.
 */
function inline(markdown: string, withUrls = true): string {
  return markdown
    .replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_, href: string, label: string) =>
      label === href || !withUrls ? label : `${label} (${href})`
    )
    .replace(/<\/?code>/g, '`')
    .replace(/<summary>([\s\S]*?)<\/summary>/g, '▸ $1:<br>')
    .replace(/<\/?(details|b|strong|em|sub|sup|p)\s*\/?>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/** A Markdown table (its lines, separator included) as aligned columns. */
function renderTable(lines: string[]): string[] {
  const rows = lines
    .filter(line => !/^\|(\s*:?-+:?\s*\|)+$/.test(line))
    // Cells hold no raw `|` (the summaries escape it), so splitting on it is safe before decoding.
    .map(line =>
      line
        .slice(1, -1)
        .split('|')
        .map(cell => inline(cell.trim(), false).split(/<br\s*\/?>/))
    )
  const widths: number[] = []
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, ...cell.map(part => [...part].length))
    })
  }
  const out: string[] = []
  rows.forEach((row, index) => {
    const height = Math.max(...row.map(cell => cell.length))
    for (let k = 0; k < height; k++) {
      out.push(
        row
          .map((cell, i) => (cell[k] ?? '').padEnd(widths[i] ?? 0))
          .join('  ')
          .trimEnd()
      )
    }
    if (index === 0) out.push(widths.map(w => '─'.repeat(w)).join('  '))
  })
  return out
}

export function summaryForTerminal(markdown: string): string {
  const out: string[] = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.startsWith('|')) {
      const table: string[] = []
      while (i < lines.length && lines[i]!.startsWith('|')) table.push(lines[i++]!)
      i--
      out.push(...renderTable(table))
      continue
    }
    const line = lines[i]!.replace(/^> \[!(\w+)\]$/, (_, kind: string) => `> ${kind}:`)
    out.push(...inline(line).split(/<br\s*\/?>/))
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
