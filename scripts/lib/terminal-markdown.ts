/** Turns a job summary (GitHub Markdown with a little HTML) into plain text for a terminal. */
export function summaryForTerminal(markdown: string): string {
  return markdown
    .replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_, href: string, label: string) =>
      label === href ? href : `${label} (${href})`
    )
    .replace(/<\/?code>/g, '`')
    .replace(/<summary>([\s\S]*?)<\/summary>/g, '▸ $1')
    .replace(/<\/?(details|br|b|strong|em|sub|sup|p)\s*\/?>/g, '')
    .replace(/^> \[!(\w+)\]$/gm, (_, kind: string) => `> ${kind}:`)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
