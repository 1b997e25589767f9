/**
 * The runner's interface, as GitHub documents it ("Workflow commands for GitHub Actions"): inputs in
 * `INPUT_<NAME>` variables, `::command key=value::message` lines on stdout, and `name<<delimiter`
 * blocks appended to the file in $GITHUB_OUTPUT (never the deprecated `set-output` command). The escaping is the toolkit's (`@actions/core`).
 *
 * Written here rather than imported from `@actions/core`: its single entry point also loads its OIDC
 * and platform helpers, and with them undici, `@actions/exec` and `@actions/io`, which this action
 * never calls but every run would parse and evaluate before its first request.
 */
import { randomUUID } from 'node:crypto'
import { appendFileSync, existsSync } from 'node:fs'
import { EOL } from 'node:os'

/** An input's value as the runner passes it (`INPUT_<NAME>`, spaces as `_`), trimmed; '' when unset. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim()
}

/** The message part of a command: `%`, CR and LF escaped, so one command stays one line. */
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** A property value: as the message, and `:` and `,`, which separate properties, escaped too. */
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/** Writes `::name key=value,…::message`; properties without a value are left out. */
export function issueCommand(
  name: string,
  message = '',
  properties: Record<string, string | undefined> = {}
): void {
  const pairs = Object.entries(properties)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
  const head = pairs.length > 0 ? `${name} ${pairs.join(',')}` : name
  process.stdout.write(`::${head}::${escapeData(message)}${EOL}`)
}

/** A plain log line. */
export function writeLine(message: string): void {
  process.stdout.write(message + EOL)
}

/** Asks the runner to mask `secret` wherever it appears in the log from now on. */
export function addMask(secret: string): void {
  issueCommand('add-mask', secret)
}

/** An annotation with an optional title, shown on the run's page. */
export function annotate(
  level: 'error' | 'warning' | 'notice',
  message: string,
  title?: string
): void {
  issueCommand(level, message, { title })
}

/** Whether the run has said that it has no $GITHUB_OUTPUT (once is enough). */
let saidNoOutputFile = false

/**
 * Sets a step output: a `name<<delimiter` block in $GITHUB_OUTPUT, the delimiter random so that no
 * value can end the block early. Without $GITHUB_OUTPUT (every runner since 2022 sets it; outside a
 * runner it is up to the caller) the outputs are not written, and the log says so once.
 */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT
  if (!file) {
    if (!saidNoOutputFile) {
      writeLine(
        'GITHUB_OUTPUT is not set, so the step outputs are not written: set it to an existing file ' +
          'to get them there (the runner does).'
      )
    }
    saidNoOutputFile = true
    return
  }
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`)
  const delimiter = `ghadelimiter_${randomUUID()}`
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Unexpected input: the output ${name} contains the delimiter "${delimiter}"`)
  }
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, 'utf8')
}
