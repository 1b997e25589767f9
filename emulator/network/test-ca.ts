/**
 * A private CA made at test time (never committed): a root certificate and one server certificate
 * for the given names, as a company's internal CA would issue. Made with the `openssl` command,
 * which runners and developer machines have.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'

export interface TestCa {
  /** The root certificate (PEM), e.g. for NODE_EXTRA_CA_CERTS. */
  caCert: string
  /** A file holding `caCert`. */
  caFile: string
  /** The server's certificate and key (PEM), valid for every name given. */
  cert: string
  key: string
  /** Removes the files. */
  remove(): void
}

/** Whether `openssl` can be run here. */
export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export function createTestCa(names: readonly string[]): TestCa {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-ca-'))
  const file = (name: string): string => path.join(dir, name)
  const run = (args: string[]): void => {
    execFileSync('openssl', args, { stdio: 'pipe' })
  }
  try {
    run(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('ca.key')])
    run([
      'req',
      '-x509',
      '-new',
      '-key',
      file('ca.key'),
      '-sha256',
      '-days',
      '2',
      '-subj',
      '/CN=Test Private Root CA',
      '-out',
      file('ca.pem'),
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign'
    ])
    run(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('server.key')])
    run([
      'req',
      '-new',
      '-key',
      file('server.key'),
      '-subj',
      `/CN=${names[0]}`,
      '-out',
      file('server.csr')
    ])
    writeFileSync(
      file('server.ext'),
      `basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n` +
        `subjectAltName=${names.map(name => `DNS:${name}`).join(',')}\n`
    )
    run([
      'x509',
      '-req',
      '-in',
      file('server.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-days',
      '2',
      '-sha256',
      '-extfile',
      file('server.ext'),
      '-out',
      file('server.pem')
    ])
    return {
      caCert: readFileSync(file('ca.pem'), 'utf8'),
      caFile: file('ca.pem'),
      cert: readFileSync(file('server.pem'), 'utf8'),
      key: readFileSync(file('server.key'), 'utf8'),
      remove: () => rmSync(dir, { recursive: true, force: true })
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
