/**
 * Runs the platform emulator until SIGINT/SIGTERM, with the dependency-search traps planted (as in
 * the demo), so that a local search finds something: `npm:@ctrl/tinycolor@4.1.1`,
 * `pypi:num2words==0.5.15`, `pypi:PyJWT`.
 * Usage: npm run emulator -- [--port N] [--host H] [--token T] [--repositories N] [--latency MS] [--seed N]
 */
import { parseArgs } from 'node:util'
import { searchTrapOptions, SEARCH_TRAP_LINES, startEmulator } from '../emulator/index.js'

function integerFlag(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  if (!/^[0-9]+$/.test(text))
    throw new Error(`--${name} must be a non-negative integer, got '${text}'`)
  return Number(text)
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      token: { type: 'string' },
      repositories: { type: 'string' },
      latency: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' }
    },
    strict: true
  })
  if (values.help === true) {
    console.log(
      'Usage: npm run emulator -- [--port N] [--host H] [--token T] [--repositories N] [--latency MS] [--seed N]'
    )
    return
  }
  const repositories = integerFlag('repositories', values.repositories)
  const traps = searchTrapOptions(Date.now(), repositories === undefined ? {} : { repositories })
  const emulator = await startEmulator({
    ...traps,
    host: values.host,
    port: integerFlag('port', values.port),
    token: values.token,
    latencyMs: integerFlag('latency', values.latency),
    dataset: { ...traps.dataset, seed: integerFlag('seed', values.seed) }
  })
  const deploymentId = emulator.dataset.deploymentId
  const firstRepository = emulator.dataset.repositories[0]
  console.log(`API URL:       ${emulator.url}`)
  console.log(`Storage URL:   ${emulator.storageUrl}`)
  console.log(`Token:         ${emulator.token}`)
  console.log(`Deployment ID: ${deploymentId}`)
  if (firstRepository !== undefined) console.log(`Repository ID: ${firstRepository.id} (first)`)
  console.log(`Planted:       ${SEARCH_TRAP_LINES.slice(0, 4).join(' ')} (dependency-search)`)
  console.log('\nTry:')
  console.log(
    `curl -sS -X POST -H 'Authorization: Bearer ${emulator.token}' -H 'Content-Type: application/json' ` +
      `-d '{"pageSize": 5}' ${emulator.url}/api/v1/deployments/${deploymentId}/dependencies/repositories`
  )
  console.log('\nPress Ctrl+C to stop.')

  let stopping = false
  const stop = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping after ${emulator.requests.length} requests`)
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      }
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
