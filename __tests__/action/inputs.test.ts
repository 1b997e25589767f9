/** The inputs every mode shares, and the readers each mode's own inputs are built from. */
import * as os from 'node:os'
import * as path from 'node:path'
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import {
  githubApiUrl,
  InputError,
  parseApiUrl,
  parseArtifactName,
  parseBoolean,
  parseCommonInputs,
  parseChoice,
  parseChoices,
  parseEnum,
  parseFilePath,
  parseHttpUrl,
  parseInteger,
  parseMode,
  parseUnsignedId,
  runnerInputReader,
  splitList,
  type InputEnvironment
} from '../../src/action/inputs.js'
import { inputDefaults } from '../../scripts/lib/action-runner.js'
import { redactSecrets } from '../../src/platform/secrets.js'
import { BOOLEAN_SPELLINGS, ENV, inputError, reader, WORKSPACE } from '../support/index.js'

const MODES = ['sbom-export', 'ticket-link', 'dependency-inventory', 'policies'] as const
const COMMON = { token: 'test-token', 'deployment-id': '42' }

function parse(values: Record<string, string>, env: InputEnvironment = ENV) {
  return parseCommonInputs(reader(values), env)
}

describe('parseMode', () => {
  it.each([
    ['sbom-export', 'sbom-export'],
    ['ticket-link', 'ticket-link'],
    ['dependency-inventory', 'dependency-inventory'],
    ['policies', 'policies'],
    ['Policies', 'policies'],
    ['TICKET-LINK', 'ticket-link'],
    ['  Dependency-Inventory  ', 'dependency-inventory']
  ])('accepts %j as %s', (value, expected) => {
    expect(parseMode(value, MODES)).toBe(expected)
  })

  it.each(['sbom', 'export-sbom', 'policy', 'ticket_link', 'all'])(
    'rejects the unknown mode %j and lists the modes',
    value => {
      const message = inputError(() => parseMode(value, MODES), 'mode')
      expect(message).toContain(`'${value}'`)
      expect(message).toContain('sbom-export, ticket-link, dependency-inventory, policies')
    }
  )

  it('shows an unknown mode without the blanks around it, as an InputError', () => {
    expect(inputError(() => parseMode('  sbom \n', MODES), 'mode')).toMatch(
      /^Input 'mode' is 'sbom', which is not a mode\. Set it to one of: /
    )
    // Named, so that a log line of the error says which kind of failure it is.
    expect(new InputError('x').name).toBe('InputError')
  })

  it.each(['', '   '])('rejects an empty mode (%j) and lists the modes', value => {
    const message = inputError(() => parseMode(value, MODES), 'mode')
    expect(message).toMatch(/empty/)
    expect(message).toContain('sbom-export, ticket-link, dependency-inventory, policies')
  })
})

describe('parseCommonInputs', () => {
  it('reads token, deployment ID and API URL, and no input of any mode', () => {
    const values = {
      ...COMMON,
      mode: 'policies',
      'cyclonedx-version': 'bogus',
      wait: 'maybe',
      'ticket-url': 'not a url',
      'finding-ids': 'x',
      'page-size': '0'
    }
    expect(parse(values)).toStrictEqual({
      token: 'test-token',
      deploymentId: '42',
      apiUrl: 'https://semgrep.dev'
    })
  })

  describe('token', () => {
    it('is trimmed and returned', () => {
      expect(parse({ ...COMMON, token: '  test-token  ' }).token).toBe('test-token')
    })

    it.each(['', '   '])('empty (%j) is an error that mentions forks', value => {
      const message = inputError(() => parse({ ...COMMON, token: value }, {}), 'token')
      expect(message).toMatch(
        /^Pass a platform API token with the Web API permission from a secret \(`token: \$\{\{ secrets\.SEMGREP_APP_TOKEN \}\}`\): input 'token' is empty\. /
      )
      expect(message).toMatch(/fork/)
      expect(message).not.toContain('This run is a pull request from a fork')
    })

    it('on a pull request from a fork says that this run is one, and why the token is empty', () => {
      const message = inputError(
        () => parse({ ...COMMON, token: '' }, { isForkPullRequest: true }),
        'token'
      )
      expect(message).toContain(
        'This run is a pull request from a fork, and GitHub does not pass secrets to workflows ' +
          'triggered by pull requests from forks, so the secret reads as empty here.'
      )
    })

    it('with a line break is an error that does not echo the token', () => {
      const message = inputError(
        () => parse({ ...COMMON, token: 'first-line\nsecond-line' }),
        'token'
      )
      expect(message).toBe("Input 'token' contains a line break.")
    })

    it('with a character no token has is an error that says where, without the token', () => {
      expect(inputError(() => parse({ ...COMMON, token: 'tok€n' }, {}), 'token')).toBe(
        "Input 'token' holds a character that no API token has (at position 4: not a printable " +
          "ASCII character). Copy the token again from the platform's settings."
      )
    })
  })

  describe('deployment-id', () => {
    it.each([
      ['12345', '12345'],
      ['0042', '42'],
      ['0', '0'],
      ['000', '0'],
      [' 77 ', '77'],
      ['18446744073709551615', '18446744073709551615'],
      ['00018446744073709551615', '18446744073709551615']
    ])('accepts %j as %s', (value, expected) => {
      expect(parse({ ...COMMON, 'deployment-id': value }).deploymentId).toBe(expected)
    })

    it('rejects one above the unsigned 64-bit maximum', () => {
      const message = inputError(
        () => parse({ ...COMMON, 'deployment-id': '18446744073709551616' }),
        'deployment-id'
      )
      expect(message).toContain('18446744073709551615')
    })

    it.each(['12a', '-1', '+1', '1.0', '1e3', '0x10', '12 34', 'abc', '١٢٣'])(
      'rejects %j (not digits)',
      value => {
        const message = inputError(
          () => parse({ ...COMMON, 'deployment-id': value }),
          'deployment-id'
        )
        expect(message).toMatch(/digits/)
      }
    )

    it('is undefined when empty: the run uses the deployment the token reaches', () => {
      expect(parse({ ...COMMON, 'deployment-id': ' ' }).deploymentId).toBeUndefined()
    })

    describe('the deploymentId alias', () => {
      it('works alone', () => {
        expect(parse({ ...COMMON, 'deployment-id': '', deploymentId: '0099' }).deploymentId).toBe(
          '99'
        )
      })

      it.each([
        ['42', '42'],
        ['42', '042']
      ])('accepts the same value twice (%j and %j)', (main, alias) => {
        expect(parse({ ...COMMON, 'deployment-id': main, deploymentId: alias }).deploymentId).toBe(
          '42'
        )
      })

      it('rejects two different values, naming both inputs and values', () => {
        const message = inputError(
          () => parse({ ...COMMON, 'deployment-id': '42', deploymentId: '43' }),
          'deployment-id'
        )
        expect(message).toContain(`'deploymentId'`)
        expect(message).toContain('42')
        expect(message).toContain('43')
      })

      it('reads blanks as empty, beside deployment-id', () => {
        expect(parse({ ...COMMON, 'deployment-id': '7', deploymentId: '  ' }).deploymentId).toBe(
          '7'
        )
      })

      it.each(['x1', '18446744073709551616'])('names the alias when its value %j is bad', value => {
        inputError(
          () => parse({ ...COMMON, 'deployment-id': '', deploymentId: value }),
          'deploymentId'
        )
      })
    })
  })

  it('passes api-url through parseApiUrl', () => {
    expect(parse({ ...COMMON, 'api-url': 'http://127.0.0.1:8080/' }).apiUrl).toBe(
      'http://127.0.0.1:8080'
    )
    inputError(() => parse({ ...COMMON, 'api-url': 'http://semgrep.dev' }), 'api-url')
  })
})

describe('parseApiUrl', () => {
  it('defaults to https://semgrep.dev, as action.yml does', () => {
    expect(inputDefaults()['api-url']).toBe('https://semgrep.dev')
    expect(parse(COMMON).apiUrl).toBe('https://semgrep.dev')
    expect(parseApiUrl('')).toBe('https://semgrep.dev')
    expect(parseApiUrl('   ')).toBe('https://semgrep.dev')
  })

  it.each([
    ['https://semgrep.dev', 'https://semgrep.dev'],
    ['https://semgrep.dev/', 'https://semgrep.dev'],
    ['https://platform.example.com/base/', 'https://platform.example.com/base'],
    ['https://platform.example.com/base//', 'https://platform.example.com/base'],
    ['https://platform.example.com:8443', 'https://platform.example.com:8443'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://localhost/', 'http://localhost'],
    ['HTTP://LOCALHOST:8080/', 'http://localhost:8080'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://127.0.0.5:9000/', 'http://127.0.0.5:9000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://[::1]/', 'http://[::1]']
  ])('accepts %j as %j', (value, expected) => {
    expect(parseApiUrl(value)).toBe(expected)
  })

  it.each([
    'http://semgrep.dev',
    'http://platform.example.com:8080',
    'http://localhost.evil.com',
    'http://128.0.0.1',
    'http://10.0.0.1',
    'http://0.0.0.0',
    'http://[::2]',
    'ftp://localhost',
    'file:///etc/passwd',
    'ws://localhost:8080'
  ])('rejects %j (https required except http to loopback)', value => {
    const message = inputError(() => parseApiUrl(value), 'api-url')
    expect(message).toContain('https://')
  })

  it.each([
    'https://semgrep.dev/api/v1',
    'https://semgrep.dev/api/v1/',
    'http://localhost:8080/api/v1',
    'https://semgrep.dev/api/v2'
  ])('rejects %j, which includes the /api/vN part', value => {
    const message = inputError(() => parseApiUrl(value), 'api-url')
    expect(message).toContain('/api/v1')
  })

  it.each([
    'https://semgrep.dev?x=1',
    'https://semgrep.dev/?deployment=1',
    'https://semgrep.dev#top',
    'https://user:secret@semgrep.dev'
  ])('rejects %j (query, fragment or credentials)', value => {
    inputError(() => parseApiUrl(value), 'api-url')
  })

  it.each([
    ['https://user:secret@semgrep.dev', 'must not contain credentials'],
    ['ftp://user:secret@localhost', 'must not contain credentials'],
    ['http://user:secret@semgrep.dev', 'must not contain credentials'],
    ['https://user:se cret@semgrep.dev', 'must not contain credentials'],
    ['https://user:se cret@sem grep.dev', 'not quoted, as it may hold credentials'],
    ['https://user:se/cret@semgrep.dev', 'not quoted, as it may hold credentials']
  ])('does not echo the credentials of %j', (value, says) => {
    const message = inputError(() => parseApiUrl(value), 'api-url')
    expect(message).toContain(says)
    expect(message).not.toMatch(/secret|se cret|se\/cret/)
  })

  it.each(['semgrep.dev', 'not a url', '//semgrep.dev'])('rejects %j (not a URL)', value => {
    expect(inputError(() => parseApiUrl(value), 'api-url')).toBe(
      `Input 'api-url' is '${value}', which is not a URL. Use e.g. https://semgrep.dev.`
    )
  })

  it.each(['https://user@semgrep.dev', 'https://:secret@semgrep.dev'])(
    'rejects %j: a user name alone, or a password alone, is a credential too',
    value => {
      expect(inputError(() => parseApiUrl(value), 'api-url')).toContain(
        'must not contain credentials'
      )
    }
  )

  it('says why plain http is refused', () => {
    expect(inputError(() => parseApiUrl('http://semgrep.dev'), 'api-url')).toBe(
      "Input 'api-url' is 'http://semgrep.dev': it must start with https:// (plain http:// is " +
        'allowed only to localhost, 127.0.0.0/8 or [::1]), so that the token is never sent unencrypted.'
    )
  })

  it.each([
    ['https://semgrep.dev/api/v12', false],
    ['https://gateway.example/api/v2/semgrep', true],
    ['https://gateway.example/api/v2beta', true]
  ])('looks for the /api/vN part only at the end of %j', (value, kept) => {
    if (kept) expect(parseApiUrl(value)).toBe(value)
    else expect(inputError(() => parseApiUrl(value), 'api-url')).toContain('/api/v1')
  })
})

describe('githubApiUrl', () => {
  it.each([
    [{}, 'https://api.github.com'],
    [{ GITHUB_API_URL: '  ' }, 'https://api.github.com'],
    [{ GITHUB_API_URL: ' https://ghe.example/api/v3// ' }, 'https://ghe.example/api/v3']
  ])('reads %j as %s', (env, expected) => {
    expect(githubApiUrl(env)).toBe(expected)
  })
})

describe('runnerInputReader', () => {
  afterEach(() => {
    jest.restoreAllMocks()
    for (const name of ['INPUT_TOKEN', 'INPUT_GITHUB-TOKEN', 'INPUT_MODE']) delete process.env[name]
  })

  it('masks both tokens before anything reads them, and reads inputs as the runner passes them', () => {
    const written: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation(chunk => {
      written.push(String(chunk))
      return true
    })
    process.env.INPUT_TOKEN = ' platform-secret-1 '
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_secret_2'
    process.env.INPUT_MODE = ' policies '
    const read = runnerInputReader()
    expect(written.join('')).toBe('::add-mask::platform-secret-1\n::add-mask::ghs_secret_2\n')
    expect(redactSecrets('a platform-secret-1 b ghs_secret_2')).toBe('a *** b ***')
    expect(read('mode')).toBe('policies')
  })

  it('masks nothing for a token not given', () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    runnerInputReader()
    expect(write).not.toHaveBeenCalled()
  })
})

describe('parseArtifactName', () => {
  it('is undefined when empty and trimmed otherwise', () => {
    expect(parseArtifactName('  ')).toBeUndefined()
    expect(parseArtifactName(' sbom-v1.2 ')).toBe('sbom-v1.2')
  })

  it.each(['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'])(
    'refuses a name with %j, naming that character',
    bad => {
      const message = inputError(() => parseArtifactName(`sbom${bad}x`), 'artifact-name')
      expect(message).toContain(`must not contain ${JSON.stringify(bad)} (nor any of`)
    }
  )

  it('shows a name with a line break on one line', () => {
    expect(inputError(() => parseArtifactName('a\nb'), 'artifact-name')).toMatch(
      /^Input 'artifact-name' is 'a b': artifact names must not contain "\\n" \(nor any of " : < > \| \* \? \\ \/ or a line break\), e\.g\. sbom\.$/
    )
  })
})

describe('parseUnsignedId', () => {
  it('applies the given maximum and names the input', () => {
    expect(parseUnsignedId('some-id', '010', 10n)).toBe('10')
    const message = inputError(() => parseUnsignedId('some-id', '11', 10n), 'some-id')
    expect(message).toContain('10')
  })

  it.each(['', '  ', '1a', '-1'])('rejects %j, asking for digits', value => {
    expect(inputError(() => parseUnsignedId('some-id', value, 10n), 'some-id')).toMatch(/digits/)
  })

  it.each([
    [' 1a ', "Input 'some-id' is '1a', which is not a number. "],
    ['  ', "Input 'some-id' is empty. "]
  ])('says what %j is', (value, start) => {
    expect(inputError(() => parseUnsignedId('some-id', value, 10n), 'some-id')).toBe(
      `${start}It takes the numeric ID, digits only (e.g. 12345).`
    )
  })
})

describe('parseBoolean', () => {
  it.each(BOOLEAN_SPELLINGS)('reads %j as %s (the YAML 1.2 core booleans)', (value, expected) => {
    expect(parseBoolean('x', value, !expected)).toBe(expected)
  })

  it('falls back on empty input', () => {
    expect(parseBoolean('x', '', true)).toBe(true)
    expect(parseBoolean('x', '  ', false)).toBe(false)
  })

  it.each(['yes', 'no', '1', '0', 'on', 'tRuE', 'truee'])('rejects %j', value => {
    expect(inputError(() => parseBoolean('flag', value, false), 'flag')).toMatch(/true or false/)
  })
})

describe('parseInteger', () => {
  it('reads a whole number within bounds, trimmed', () => {
    expect(parseInteger('n', ' 7 ', 5, 1, 10)).toBe(7)
    expect(parseInteger('n', '1', 5, 1, 10)).toBe(1)
    expect(parseInteger('n', '10', 5, 1, 10)).toBe(10)
  })

  it('falls back on empty input', () => {
    expect(parseInteger('x', '  ', 5, 1, 10)).toBe(5)
  })

  it.each(['0', '11', '-1', '1.5', 'abc', '10s', '1e3', '99999999999999999999'])(
    'rejects %j and gives the bounds',
    value => {
      const message = inputError(() => parseInteger('n', value, 5, 1, 10), 'n')
      expect(message).toContain(`'${value}'`)
      expect(message).toContain('from 1 to 10')
    }
  )
})

describe('parseFilePath', () => {
  it('resolves a relative path against GITHUB_WORKSPACE', () => {
    expect(parseFilePath('out/a.json', ENV, 'x')).toBe(path.join(WORKSPACE, 'out', 'a.json'))
    expect(parseFilePath(' ./a/../b.json ', ENV, 'x')).toBe(path.join(WORKSPACE, 'b.json'))
  })

  it('resolves against the working directory without GITHUB_WORKSPACE', () => {
    expect(parseFilePath('a.json', {}, 'x')).toBe(path.resolve('a.json'))
  })

  it('keeps an absolute path, and gives the fallback for an empty input', () => {
    const absolute = path.join(os.tmpdir(), 'elsewhere', 'a.json')
    expect(parseFilePath(absolute, ENV, 'x')).toBe(absolute)
    expect(parseFilePath('  ', ENV, '/fallback.json')).toBe('/fallback.json')
  })
})

describe('parseEnum', () => {
  const TABLE = { short: 'LONG_SHORT', other: 'LONG_OTHER' }

  it.each([
    ['', 'LONG_SHORT'],
    ['short', 'LONG_SHORT'],
    [' Other ', 'LONG_OTHER'],
    ['LONG_OTHER', 'LONG_OTHER'],
    ['long_other', 'LONG_OTHER']
  ])('maps %j to %s (the fallback for empty)', (value, expected) => {
    expect(parseEnum('kind', value, TABLE, 'short')).toBe(expected)
  })

  it.each(['nope', 'LONG_NOPE', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'rejects %j and lists the short names',
    value => {
      const message = inputError(() => parseEnum('kind', value, TABLE, 'short'), 'kind')
      expect(message).toContain(`'${value}'`)
      expect(message).toContain('short, other')
    }
  )
})

describe('parseChoice and parseChoices', () => {
  const KINDS = ['sast', 'sca'] as const

  it('takes an allowed value in any case and returns it lower-cased', () => {
    expect(parseChoice('kind', 'SCA', KINDS)).toBe('sca')
    expect(parseChoice('kind', 'sast', KINDS)).toBe('sast')
  })

  it('refuses anything else, naming the input, the value and the allowed ones', () => {
    expect(inputError(() => parseChoice('kind', 'dast', KINDS), 'kind')).toBe(
      "Input 'kind' is 'dast', which is not allowed. Use one of: sast, sca."
    )
  })

  it('reads a list once per value, in the order given; empty is none', () => {
    expect(parseChoices('kind', 'SCA, sast\nsca', KINDS)).toEqual(['sca', 'sast'])
    expect(parseChoices('kind', ' ', KINDS)).toEqual([])
    expect(inputError(() => parseChoices('kind', 'sca, iac', KINDS), 'kind')).toContain("'iac'")
  })
})

describe('splitList', () => {
  it.each([
    ['', []],
    [' , \n ', []],
    ['a', ['a']],
    ['a,b c\nd\r\n\te,,f', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['a, a', ['a', 'a']]
  ])('splits %j into %j', (value, expected) => {
    expect(splitList(value)).toEqual(expected)
  })
})

describe('parseHttpUrl', () => {
  it('is undefined for an empty input and keeps a URL as given, trimmed', () => {
    expect(parseHttpUrl('u', '  ', 'https://e.example')).toBeUndefined()
    expect(parseHttpUrl('u', ' http://tracker.local/issues/7 ', 'x')).toBe(
      'http://tracker.local/issues/7'
    )
    expect(parseHttpUrl('u', 'HTTPS://Tracker.example/A?b=1#c', 'x')).toBe(
      'HTTPS://Tracker.example/A?b=1#c'
    )
  })

  it.each([
    'tracker.example/1',
    'PROJ-42',
    'ftp://tracker.example/1',
    'javascript:alert(1)',
    'https://',
    'https://tracker.example/a b',
    'https://tracker.example/a\tb',
    'https://tracker.example/a\u009bb',
    'https:tracker.example'
  ])('rejects %j, naming the input and showing the example', value => {
    const message = inputError(() => parseHttpUrl('u', value, 'https://e.example/1'), 'u')
    expect(message).toContain('absolute http(s) URL')
    expect(message).toContain('https://e.example/1')
  })

  it('rejects credentials without echoing them', () => {
    const message = inputError(
      () => parseHttpUrl('u', 'https://user:secret@tracker.example/', 'x'),
      'u'
    )
    expect(message).not.toContain('secret')
    expect(message).toContain('must not contain credentials (user:password@)')
  })

  it('rejects a user name without a password', () => {
    inputError(() => parseHttpUrl('u', 'https://user@tracker.example/', 'x'), 'u')
  })

  it('wants http(s):// at the start, not only somewhere in the value', () => {
    inputError(() => parseHttpUrl('u', 'https:tracker.example/?next=https://x.example', 'x'), 'u')
  })
})
