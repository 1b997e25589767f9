/** JSON with exact 64-bit integers. */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  JsonDepthError,
  MAX_JSON_DEPTH,
  parseExactJson,
  ExactJsonArrayReader,
  parseExactJsonWithArray,
  stringifyExactJson
} from '../../src/platform/json.js'

describe('parseExactJson and stringifyExactJson', () => {
  it.each([
    '{"repositoryId":18446744073709551615}',
    '{"id":9007199254740993}',
    '{"id":-9223372036854775808}',
    '[9223372036854775807,{"nested":[12345678901234567890]}]'
  ])('%s round-trips with every digit', text => {
    expect(stringifyExactJson(parseExactJson(text))).toBe(text)
  })

  it('parses integers beyond 2^53 as exact bigints', () => {
    expect(parseExactJson('{"a":18446744073709551615,"b":9007199254740993}')).toEqual({
      a: 18446744073709551615n,
      b: 9007199254740993n
    })
  })

  it('writes bigints as JSON numbers with every digit', () => {
    const text = stringifyExactJson({ deploymentId: 12345678901234567891n, list: [2n ** 64n - 1n] })
    expect(text).toBe('{"deploymentId":12345678901234567891,"list":[18446744073709551615]}')
    expect(parseExactJson(text)).toEqual({
      deploymentId: 12345678901234567891n,
      list: [18446744073709551615n]
    })
  })

  it('keeps safe integers, decimals and digit strings as they are', () => {
    const value = parseExactJson(
      '{"a":42,"b":-7,"c":9007199254740991,"d":1.5,"e":"18446744073709551615","f":0}'
    ) as Record<string, unknown>
    expect(value).toStrictEqual({
      a: 42,
      b: -7,
      c: 9007199254740991,
      d: 1.5,
      e: '18446744073709551615',
      f: 0
    })
    for (const key of ['a', 'b', 'c', 'd', 'f']) expect(typeof value[key]).toBe('number')
    expect(stringifyExactJson(value)).toBe(
      '{"a":42,"b":-7,"c":9007199254740991,"d":1.5,"e":"18446744073709551615","f":0}'
    )
  })

  it('indents when asked', () => {
    expect(stringifyExactJson({ id: 18446744073709551615n }, 2)).toBe(
      '{\n  "id": 18446744073709551615\n}'
    )
  })

  it('throws a SyntaxError on bad JSON', () => {
    for (const bad of ['', '{', '{"a":}', "{'a':1}", '[1,]']) {
      expect(() => parseExactJson(bad)).toThrow(SyntaxError)
    }
  })

  it('refuses a value that has no JSON form', () => {
    expect(() => stringifyExactJson(undefined)).toThrow(TypeError)
  })
})

describe('nesting', () => {
  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more, before parsing`, () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    expect(() => parseExactJson(nested(MAX_JSON_DEPTH))).not.toThrow()
    expect(() => parseExactJson(nested(MAX_JSON_DEPTH + 1))).toThrow(JsonDepthError)
    expect(() => parseExactJson(`{"a":"${'['.repeat(100)}"}`)).not.toThrow()
  })

  it('holds in the array reader too, counting the object and the array around each element', () => {
    const inArray = (depth: number) =>
      `{"items":[1,${'['.repeat(depth - 2)}${']'.repeat(depth - 2)},"${'['.repeat(99)}"]}`
    const read = (text: string) => parseExactJsonWithArray(Buffer.from(text), 'items', () => {})
    expect(() => read(inArray(MAX_JSON_DEPTH))).not.toThrow()
    expect(() => read(inArray(MAX_JSON_DEPTH + 1))).toThrow(JsonDepthError)
  })
})

describe('parseExactJsonWithArray', () => {
  function split(text: string): { rest: unknown; elements: unknown[] } {
    const elements: unknown[] = []
    const rest = parseExactJsonWithArray(Buffer.from(text), 'items', (element, index) => {
      expect(index).toBe(elements.length)
      elements.push(element)
    })
    return { rest, elements }
  }

  it.each([
    '{"a": 1, "items": [1, 2, 3], "z": true}',
    '{"items":[]}',
    '{"items" :\n [ ] , "b": [1]}',
    '{"before": {"items": [9, 9]}, "items": [{"x": [1, {"y": "]"}]}, "s,t"], "after": [[1], 2]}',
    '{"items": ["a \\" ] , [ {", "\\\\", "\\\\\\"]"], "k": "items"}',
    '{"items": [{"id": 18446744073709551615, "name": "caf\u00e9 ☕ 𝄞"}, -9007199254740993]}',
    '{"items": [[[]], {}, null, false, 0.5e3]}'
  ])('gives the same as parseExactJson: %s', text => {
    const whole = parseExactJson(text) as Record<string, unknown>
    const { rest, elements } = split(text)
    expect(elements).toEqual(whole.items)
    expect(rest).toEqual({ ...whole, items: [] })
  })

  it.each([1, 2, 3, 7])('gives the same in pieces of %i bytes as in one', size => {
    const texts = [
      '{"a": 1, "items": [1, 2, 3], "z": true}',
      '{"items" :\n [ ] , "b": [1]}',
      '{"before": {"items": [9, 9]}, "items": [{"x": [1, {"y": "]"}]}, "s,t"], "after": [[1], 2]}',
      '{"items": ["a \\" ] , [ {", "\\\\", "\\\\\\"]"], "k": "items"}',
      '{"items": [{"id": 18446744073709551615, "name": "caf\u00e9 ☕ 𝄞"}, -9007199254740993]}',
      '{"nested": {"items": [1]}, "it\\u0065ms": [2]}'
    ]
    for (const text of texts) {
      const bytes = Buffer.from(text)
      const elements: unknown[] = []
      const reader = new ExactJsonArrayReader('items', element => elements.push(element))
      // One buffer reused for every piece, as a file is read.
      const piece = Buffer.alloc(size)
      for (let at = 0; at < bytes.length; at += size) {
        const length = bytes.copy(piece, 0, at, at + size)
        reader.push(piece.subarray(0, length))
      }
      const rest = reader.end()
      const whole = split(text)
      expect(elements).toEqual(whole.elements)
      expect(rest).toEqual(whole.rest)
    }
  })

  it('reads any elements in any pieces as the engine reads the whole', () => {
    // Strings of the characters that end or escape one, or look like structure.
    const tricky = fc.string({ unit: fc.constantFrom('"', '\\', 'a', ']', ',', '{', 'é', '\n') })
    const value = fc.letrec(tie => ({
      any: fc.oneof({ depthSize: 'small' }, tricky, fc.integer(), tie('list'), tie('object')),
      list: fc.array(tie('any'), { maxLength: 4 }),
      object: fc.dictionary(tricky, tie('any'), { maxKeys: 3 })
    })).any
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 6 }),
        tricky,
        fc.integer({ min: 1, max: 40 }),
        (items, other, size) => {
          const text = JSON.stringify({
            [other === 'items' ? 'x' : other]: [other],
            items,
            z: other
          })
          const bytes = Buffer.from(text)
          const elements: unknown[] = []
          const reader = new ExactJsonArrayReader('items', element => elements.push(element))
          for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size))
          const rest = reader.end()
          expect(elements).toEqual(items)
          expect(rest).toEqual({ ...(JSON.parse(text) as object), items: [] })
        }
      )
    )
  })

  it('finds the member by its decoded name, however its key is escaped', () => {
    for (const key of ['it\\u0065ms', '\\u0069\\u0074\\u0065\\u006D\\u0073', 'item\\u0073']) {
      const text = `{"nested": {"items": [1]}, "${key}": [2, 3], "\\u0069": "items"}`
      const { rest, elements } = split(text)
      expect(elements).toEqual([2, 3])
      expect(rest).toEqual({ ...(parseExactJson(text) as object), items: [] })
    }
  })

  it('refuses a second member of that name, which the engine would keep and parse whole', () => {
    for (const text of [
      '{"items": [1], "items": [2]}',
      '{"items": [1], "a": {}, "it\\u0065ms": 2}'
    ]) {
      expect(() => split(text)).toThrow('the member items appears twice')
    }
    expect(split('{"items": [1], "a": {"items": [2]}, "b": "items"}').elements).toEqual([1])
  })

  it('parses the whole text where no member of the top level is the array', () => {
    for (const text of ['{"nested": {"items": [1]}}', '{"itemz": [1]}', '{"it\\u0065m": [1]}']) {
      const { rest, elements } = split(text)
      expect(elements).toEqual([])
      expect(rest).toEqual(parseExactJson(text))
    }
  })

  it.each([
    '{"items": [1 2]}',
    '{"items": [1,,2]}',
    '{"items": [1,]}',
    '{"items": [{"a": }]}',
    '{"items": [1], "b": }',
    '{"items": [1]',
    '{"items": [1, 2',
    '{"items": [1}'
  ])('refuses malformed JSON: %s', text => {
    expect(() => split(text)).toThrow(SyntaxError)
  })
})
