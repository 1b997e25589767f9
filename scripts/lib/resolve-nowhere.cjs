// A resolver that tests control: host names under the suffixes given (e.g. `.example`) never
// resolve, whatever the machine's hosts file or DNS says, so a test that reaches them only through
// its proxy, or expects "does not resolve" when a request goes direct, holds on any machine.
// Preloaded (`--require`) into the action's process with RESOLVE_NOWHERE (comma-separated
// suffixes); in-process tests call install() and the function it returns.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dns = require('node:dns')

/** Replaces dns.lookup (which net and tls call at connect time); returns what puts it back. */
function install(suffixes) {
  const original = dns.lookup
  const nowhere = host =>
    typeof host === 'string' &&
    suffixes.some(suffix => `.${host.toLowerCase()}`.endsWith(`.${suffix.replace(/^\./, '')}`))
  function lookup(host, options, callback) {
    if (!nowhere(host)) return original.call(dns, host, options, callback)
    const done = typeof options === 'function' ? options : callback
    const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), {
      code: 'ENOTFOUND',
      syscall: 'getaddrinfo',
      hostname: host
    })
    process.nextTick(done, error)
  }
  dns.lookup = lookup
  return () => {
    if (dns.lookup === lookup) dns.lookup = original
  }
}

const wanted = (process.env.RESOLVE_NOWHERE ?? '')
  .split(',')
  .map(s => s.trim())
  .filter(Boolean)
if (wanted.length > 0) install(wanted)

module.exports = { install }
