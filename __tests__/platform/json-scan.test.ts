/**
 * parseExactJson on the engine's JSON.parse: big integers are read from their source text, never
 * from inside strings, and strings come back compact.
 */
import { describe, expect, it } from '@jest/globals'
import { parseExactJson } from '../../src/platform/json.js'

describe('parseExactJson', () => {
  it('leaves digits inside strings alone, escaped quotes included', () => {
    expect(
      parseExactJson('{"a":"x\\" 9223372036854775807 \\\\","b":9223372036854775807,"c":"\\\\"}')
    ).toEqual({ a: 'x" 9223372036854775807 \\', b: 9223372036854775807n, c: '\\' })
  })

  it('reads negative, nested and repeated big integers exactly', () => {
    expect(
      parseExactJson('[-9223372036854775808,{"x":[18446744073709551615]},9007199254740993]')
    ).toEqual([-9223372036854775808n, { x: [18446744073709551615n] }, 9007199254740993n])
  })

  it('keeps decimals and exponents as numbers, and leaves integers of over 40 digits inexact', () => {
    expect(parseExactJson('[12345678901234567890.5,1e400,-1.5E+3]')).toEqual([
      Number('12345678901234567890.5'),
      Infinity,
      -1500
    ])
    expect((parseExactJson(`[${'9'.repeat(50)}]`) as unknown[])[0]).toBe(1e50)
  })

  it('is not fooled by a string that looks like its own marker', () => {
    expect(parseExactJson('{"s":"\\u0000abc:123","n":9223372036854775807}')).toEqual({
      s: '\u0000abc:123',
      n: 9223372036854775807n
    })
  })

  it('parses 100,000 entries with big IDs', () => {
    const text = `[${Array.from({ length: 100_000 }, (_, i) => `{"id":${9007199254740993n + BigInt(i)},"name":"acme/service-${i}"}`).join(',')}]`
    const parsed = parseExactJson(text) as { id: bigint; name: string }[]
    expect(parsed).toHaveLength(100_000)
    expect(parsed[99_999]).toEqual({ id: 9007199254740993n + 99_999n, name: 'acme/service-99999' })
  })
})
