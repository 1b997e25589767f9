import { describe, expect, it } from '@jest/globals'
import { readableLines } from '../../../src/modes/ticket-link/markdown-lines.js'

const lines = (text: string): string[] => [...readableLines(text)]

describe('readableLines', () => {
  it.each<[string, string, string[]]>([
    ['plain lines, CR LF endings dropped', 'a\r\nb\n', ['a', 'b', '']],
    ['a ``` fence and its content are left out', 'a\n```js\nx\n```\nb', ['a', 'b']],
    ['a ~~~ fence too', 'a\n~~~\nx\n~~~\nb', ['a', 'b']],
    ['a longer fence closes only with one as long', '````\n```\nx\n````\nb', ['b']],
    ['a fence in a quote, indented', '> ```\n> x\n  ```\nb', ['b']],
    ['an unclosed fence hides the rest', 'a\n```\nx\ny', ['a']],
    ['```x``` on one line is inline code', '```x``` PROJ-1', ['```x``` PROJ-1']],
    ['an HTML comment on one line becomes a space', 'a<!-- x -->b', ['a b']],
    ['a comment across lines', 'a <!-- x\ny\nz --> b\nc', ['a  ', ' b', 'c']],
    ['an unclosed comment hides the rest', 'a\n<!-- x\ny', ['a', ' ']]
  ])('%s', (_, text, expected) => {
    expect(lines(text)).toEqual(expected)
  })
})
