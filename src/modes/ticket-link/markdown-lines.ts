/**
 * What a reader sees of a Markdown text, line by line: fenced code blocks (``` or ~~~) and HTML
 * comments (`<!-- ... -->`, as left by pull request templates) are left out; inline code stays.
 */
import { isBlank } from './lexer.js'

/** The lines of `text` outside code fences, HTML comments cut out (one space in their place). */
export function* readableLines(text: string): Generator<string> {
  let fence: Fence | undefined
  let inComment = false
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    let from = 0
    if (inComment) {
      const close = line.indexOf('-->')
      if (close === -1) continue
      inComment = false
      from = close + 3
    } else if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined
      continue
    } else {
      fence = opensFence(line)
      if (fence !== undefined) continue
    }
    let visible = ''
    for (;;) {
      const open = line.indexOf('<!--', from)
      if (open === -1) {
        visible += line.slice(from)
        break
      }
      visible += `${line.slice(from, open)} `
      const close = line.indexOf('-->', open + 4)
      if (close === -1) {
        inComment = true
        break
      }
      from = close + 3
    }
    yield visible
  }
}

interface Fence {
  char: number
  length: number
}

/** Index after leading blanks and block-quote markers. */
function blockIndent(line: string): number {
  let i = 0
  while (i < line.length && (isBlank(line.charCodeAt(i)) || line.charCodeAt(i) === 62)) i++
  return i
}

function opensFence(line: string): Fence | undefined {
  const i = blockIndent(line)
  const c = line.charCodeAt(i)
  if (c !== 96 && c !== 126) return undefined
  let j = i
  while (line.charCodeAt(j) === c) j++
  if (j - i < 3) return undefined
  if (c === 96 && line.indexOf('`', j) !== -1) return undefined
  return { char: c, length: j - i }
}

function closesFence(line: string, fence: Fence): boolean {
  const i = blockIndent(line)
  let j = i
  while (line.charCodeAt(j) === fence.char) j++
  return j - i >= fence.length && line.slice(j).trim() === ''
}
