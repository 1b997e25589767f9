/**
 * `npm run startup-time`: how long the bundled action takes from process start to its first request,
 * per mode, under Node 20 and Node 24. Spawns dist/index.js against a loopback server that notes when
 * the first request arrives; prints the median and range of several runs.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { ACTION_ENTRY, NODE24, inputDefaults, inputVariable } from './lib/action-runner.js'

const RUNS = Number(process.env.RUNS ?? 9)
const MODES: Record<string, Record<string, string>> = {
  policies: { mode: 'policies' },
  'sbom-export': { mode: 'sbom-export', 'repository-id': '1', ref: 'refs/tags/v1' }
}

async function once(node: string, server: Server, port: number, inputs: Record<string, string>) {
  const temp = await mkdtemp(path.join(tmpdir(), 'startup-'))
  const firstRequest = new Promise<number>(resolve =>
    server.once('request', (_req, res) => {
      resolve(performance.now())
      res.writeHead(404).end()
    })
  )
  const all = {
    ...inputDefaults(),
    ...inputs,
    token: 't',
    'deployment-id': '1',
    'api-url': `http://127.0.0.1:${port}`
  }
  const env = {
    PATH: process.env.PATH ?? '',
    RUNNER_TEMP: temp,
    ...Object.fromEntries(Object.entries(all).map(([k, v]) => [inputVariable(k), v]))
  }
  const started = performance.now()
  const child = spawn(node, [ACTION_ENTRY], { env, stdio: 'ignore' })
  const arrived = await firstRequest
  child.kill()
  await new Promise(resolve => child.on('close', resolve))
  await rm(temp, { recursive: true, force: true })
  return arrived - started
}

async function main(): Promise<void> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const runtimes = [process.execPath, ...(existsSync(NODE24) ? [NODE24] : [])]
  console.log(`Process start → first request, ${RUNS} runs each (median, min–max):`)
  for (const node of runtimes) {
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
    for (const [mode, inputs] of Object.entries(MODES)) {
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) times.push(await once(node, server, port, inputs))
      times.sort((a, b) => a - b)
      const median = times[Math.floor(times.length / 2)]!
      console.log(
        `  Node ${version} ${mode.padEnd(12)} ${median.toFixed(0)} ms  (${times[0]!.toFixed(0)}–${times[times.length - 1]!.toFixed(0)} ms)`
      )
    }
  }
  server.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
