/**
 * Runs the action: reads the inputs every mode shares, loads the selected mode (only that one, so
 * that no mode's dependencies slow the start of another), lets it parse its own inputs and run, and
 * always writes a job summary, also when the run is cancelled.
 */
import { isForkPullRequest, readWorkflowEvent } from './action/event.js'
import { removeTemporaryFiles } from './action/files.js'
import {
  parseCommonInputs,
  parseMode,
  runnerInputReader,
  type CommonInputs,
  type InputEnvironment
} from './action/inputs.js'
import { failStep, notice, warn } from './action/annotations.js'
import { resolveDeployment, type RunDeployment } from './action/deployment.js'
import * as log from './action/log.js'
import { systemClock, type Mode } from './action/mode.js'
import { setOutput } from './action/outputs.js'
import { StepSummary } from './action/summary.js'
import { errorMessage } from './action/text.js'
import { requireSupportedNode, userAgent } from './action/version.js'
import { checkProxyVariables, closeRoutes } from './network/proxy.js'
import { listDeployments } from './platform/deployments.js'
import { PlatformClient } from './platform/platform-client.js'
import { Transport } from './platform/transport.js'

/** Every mode, by the name users write in `mode:`. Adding a mode: a folder, an entry, action.yml. */
const MODES = {
  'sbom-export': () => import('./modes/sbom-export/index.js'),
  'ticket-link': () => import('./modes/ticket-link/index.js'),
  'dependency-inventory': () => import('./modes/dependency-inventory/index.js'),
  'dependency-search': () => import('./modes/dependency-search/index.js'),
  'code-scanning': () => import('./modes/code-scanning/index.js'),
  policies: () => import('./modes/policies/index.js')
} satisfies Record<string, () => Promise<{ default: Mode<unknown> }>>

export type ModeName = keyof typeof MODES

export const MODE_NAMES = Object.keys(MODES) as ModeName[]

/** The inputs a mode's `parseInputs` returns and its `run` takes. */
export type ModeInputs<Name extends ModeName> =
  Awaited<ReturnType<(typeof MODES)[Name]>>['default'] extends Mode<infer Inputs> ? Inputs : never

/** Loads the mode users select with this name (only that mode's code). */
export async function loadMode<Name extends ModeName>(name: Name): Promise<Mode<ModeInputs<Name>>> {
  return (await MODES[name]()).default as Mode<ModeInputs<Name>>
}

/**
 * How long a cancelled mode gets to stop and write what it has (the partial inventory) before the
 * summary is written regardless; the runner kills the step a few seconds after its SIGINT.
 */
export const CANCEL_SETTLE_MS = 1_500

/** How the run ended; `cancelled` asks the entry point to exit at once. */
export type RunOutcome = 'succeeded' | 'failed' | 'cancelled'

export async function run(): Promise<RunOutcome> {
  const summary = new StepSummary()
  const cancellation = watchForCancellation()
  const started: Started = {}
  try {
    const failure = await outcomeOf(runMode(summary, cancellation.signal, started), cancellation)
    return await finish(summary, failure, cancellation.by(), started)
  } finally {
    // Only now: a signal while the summary and files were written would otherwise have ended the
    // process with neither (the runner sends SIGTERM a few seconds after its SIGINT).
    cancellation.stopWatching()
  }
}

/** What the run had started when it ended: the mode's name and the platform's transport. */
interface Started {
  name?: ModeName
  transport?: Transport
}

/** The run's cancellation: SIGINT or SIGTERM aborts `signal` and settles `cancelled`. */
interface Cancellation {
  signal: AbortSignal
  cancelled: Promise<void>
  /** The signal that cancelled the run, if one did. */
  by(): NodeJS.Signals | undefined
  stopWatching(): void
}

/**
 * Listens for the runner's SIGINT and SIGTERM until {@link Cancellation.stopWatching}: the first
 * cancels the run; a later one is only logged, so that the summary and files are still written.
 */
function watchForCancellation(): Cancellation {
  const controller = new AbortController()
  let cancelledBy: NodeJS.Signals | undefined
  let onCancel: () => void = () => undefined
  const cancelled = new Promise<void>(resolve => (onCancel = resolve))
  const cancel = (signal: NodeJS.Signals): void => {
    if (cancelledBy !== undefined) {
      log.info(`Received ${signal}: finishing the job summary and files first.`)
      return
    }
    cancelledBy = signal
    log.info(`Received ${signal}: stopping.`)
    controller.abort()
    onCancel()
  }
  const onSigint = (): void => cancel('SIGINT')
  const onSigterm = (): void => cancel('SIGTERM')
  process.on('SIGINT', onSigint)
  process.on('SIGTERM', onSigterm)
  return {
    signal: controller.signal,
    cancelled,
    by: () => cancelledBy,
    stopWatching: () => {
      process.off('SIGINT', onSigint)
      process.off('SIGTERM', onSigterm)
    }
  }
}

/**
 * The error message of the mode's run, or undefined when it succeeded. Once cancelled, the mode
 * gets {@link CANCEL_SETTLE_MS} to stop and write what it has; the run ends either way.
 */
async function outcomeOf(
  work: Promise<void>,
  cancellation: Cancellation
): Promise<string | undefined> {
  const settled = work.then(
    () => undefined,
    (error: unknown) => errorMessage(error)
  )
  let timer: NodeJS.Timeout | undefined
  const settleWindow = new Promise<undefined>(resolve => {
    void cancellation.cancelled.then(
      () => (timer = setTimeout(() => resolve(undefined), CANCEL_SETTLE_MS))
    )
  })
  try {
    return await Promise.race([
      settled,
      cancellation.cancelled.then(() => Promise.race([settled, settleWindow]))
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Reads the inputs every mode shares, loads the selected mode, looks up the deployment and runs the
 * mode; what it starts is recorded in `started`, for {@link finish} to name and close.
 */
async function runMode(summary: StepSummary, signal: AbortSignal, started: Started): Promise<void> {
  requireSupportedNode()
  const event = readWorkflowEvent(process.env)
  const env = inputEnvironment(event)
  const read = runnerInputReader()
  const name = parseMode(read('mode'), MODE_NAMES)
  started.name = name
  summary.setMode(name)
  const mode: Mode<unknown> = await loadMode(name)
  if (mode.forkPullRequestNotice !== undefined && env.isForkPullRequest && !read('token').trim()) {
    notice('pull request from a fork', mode.forkPullRequestNotice)
    summary.showNotice(mode.forkPullRequestNotice)
    return
  }
  const common = parseCommonInputs(read, env)
  const inputs = await mode.parseInputs(read, env, common)
  // Before any request: an unusable proxy variable would otherwise send the token direct.
  checkProxyVariables(process.env)
  const transport = new Transport({
    apiUrl: common.apiUrl,
    token: common.token,
    userAgent: userAgent(process.env.ACTIONS_ORCHESTRATION_ID),
    logger: log,
    signal
  })
  started.transport = transport
  summary.setStage('The deployment could not be looked up.')
  const deployment = await lookUpDeployment(common, transport)
  await mode.run(inputs, {
    client: new PlatformClient(transport, deployment.id),
    requestStats: transport.stats,
    summary,
    event,
    deployment,
    newGitHubClient: async options => {
      const { createGitHubClient } = await import('./github/client.js')
      return createGitHubClient(options)
    },
    clock: systemClock,
    signal
  })
}

/** What the input parsers need of the runner's environment and the workflow's event. */
function inputEnvironment(event: ReturnType<typeof readWorkflowEvent>): InputEnvironment {
  return {
    RUNNER_TEMP: process.env.RUNNER_TEMP,
    GITHUB_WORKSPACE: process.env.GITHUB_WORKSPACE,
    isForkPullRequest: isForkPullRequest(event),
    GITHUB_API_URL: process.env.GITHUB_API_URL,
    GITHUB_REPOSITORY: process.env.GITHUB_REPOSITORY,
    GITHUB_SERVER_URL: process.env.GITHUB_SERVER_URL
  }
}

/** The deployment the run works in (the input, else the one the token reaches), set as outputs. */
async function lookUpDeployment(common: CommonInputs, api: Transport): Promise<RunDeployment> {
  const deployment = await resolveDeployment(
    common.deploymentId,
    () => listDeployments(api),
    slug =>
      void setOutput('deployment-slug', slug, 'txt').catch((error: unknown) =>
        warn(
          'output not set',
          `Check $GITHUB_OUTPUT: deployment-slug was not set: ${errorMessage(error)}`
        )
      )
  )
  await setOutput('deployment-id', deployment.id, 'txt')
  if (common.deploymentId === undefined) {
    log.info(`Deployment ${deployment.id}: the one the token reaches.`)
  }
  return deployment
}

/**
 * Ends the run: closes the transport, removes a cancelled run's temporary files, fails the step when
 * the run failed or was cancelled, and writes the job summary (always).
 */
async function finish(
  summary: StepSummary,
  modeFailure: string | undefined,
  cancelledBy: NodeJS.Signals | undefined,
  started: Started
): Promise<RunOutcome> {
  let failure = modeFailure
  if (cancelledBy !== undefined) {
    failure =
      `The run was cancelled (${cancelledBy}) before it finished; what was done until then is in the ` +
      'job summary, and files it was writing were removed or written as incomplete.'
    summary.markCancelled()
  }
  closeRoutes()
  if (cancelledBy !== undefined) removeTemporaryFiles()
  // Not core.setFailed: its annotation has no title.
  if (failure !== undefined) failStep(failure, started.name, cancelledBy !== undefined)
  try {
    await summary.write(failure)
  } catch (error) {
    warn(
      'job summary not written',
      `Check that the runner can write $GITHUB_STEP_SUMMARY: ${errorMessage(error)}`
    )
  }
  if (cancelledBy !== undefined) return 'cancelled'
  return failure === undefined ? 'succeeded' : 'failed'
}
