/** The log sanitizer: untrusted text can form no runner command and carries no escape sequence. */
import { describe, expect, it } from '@jest/globals'
import { HOSTILE_STRINGS } from '../../emulator/hostile.js'
import * as log from '../../src/action/log.js'
import { sanitizeLog } from '../../src/action/log.js'
import { injectedCommands } from '../support/hostile.js'
import { stdoutOf, withEnvSync } from '../support/run.js'

describe('sanitizeLog', () => {
  it.each([
    ['##[ anywhere', `Findings: ${HOSTILE_STRINGS.setOutput}`],
    ['::cmd:: after a newline', HOSTILE_STRINGS.newlineCommand],
    ['::cmd:: after a carriage return', HOSTILE_STRINGS.carriageReturnCommand],
    ['::cmd:: after blanks at a line start', '   ::add-mask::x'],
    ['a command rebuilt by removing a control character', '#\u0007#[set-output name=a;]b'],
    ['a command rebuilt by removing an escape sequence', ':\u001b[0m:set-output name=a::b'],
    ['###[ (overlapping)', '###[set-output name=a;]b'],
    ['a command rebuilt by removing a zero-width character', '#\u200b#[set-output name=a;]b'],
    ['a command rebuilt by removing a bidi override', 'x\n:\u202e:set-output name=a::b']
  ])('neutralises %s', (_name, value) => {
    expect(injectedCommands(sanitizeLog(value))).toEqual([])
  })

  it('removes escape sequences and keeps the readable text', () => {
    expect(sanitizeLog(HOSTILE_STRINGS.ansi)).toBe('red')
    expect(sanitizeLog('plain: text, 100% sure')).toBe('plain: text, 100% sure')
  })

  it('removes bidi overrides and zero-width characters, turns C1 controls into spaces, keeps line feeds', () => {
    expect(sanitizeLog('file\u202Etxt.exe\u200b\nnext\u0085line\u009b31mred')).toBe(
      'filetxt.exe\nnext linered'
    )
  })

  it('is what every log function writes', () => {
    const out = stdoutOf(() =>
      withEnvSync({ RUNNER_DEBUG: '1' }, () => {
        log.info(HOSTILE_STRINGS.newlineCommand)
        log.debug(HOSTILE_STRINGS.newlineCommand)
        log.warning(HOSTILE_STRINGS.setOutput)
        log.notice(HOSTILE_STRINGS.setOutput)
        log.startGroup(HOSTILE_STRINGS.newlineCommand)
        log.endGroup()
      })
    )
    expect(out).toMatch(/^::debug::/m)
    expect(injectedCommands(out)).toEqual([])
  })
})

describe('debug', () => {
  it.each([
    ['1', '::debug::GET /x: 200\n'],
    [undefined, ''],
    ['0', ''],
    ['true', '']
  ])('with RUNNER_DEBUG=%s writes %j', (value, expected) => {
    expect(
      stdoutOf(() => withEnvSync({ RUNNER_DEBUG: value }, () => log.debug('GET /x: 200')))
    ).toBe(expected)
  })
})
