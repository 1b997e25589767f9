/**
 * Runs the action: reads the inputs every mode shares, loads the selected mode (only that one, so
 * that no mode's dependencies slow the start of another), lets it parse its own inputs and run, and
 * always writes a job summary.
 */
import * as core from '@actions/core'
import { isForkPullRequest, readWorkflowEvent } from './action/event.js'
import {
  parseCommonInputs,
  parseMode,
  runnerInputReader,
  type InputEnvironment
} from './action/inputs.js'
import { failStep, warn } from './action/annotations.js'
import { resolveDeployment } from './action/deployment.js'
import { systemClock, type Mode } from './action/mode.js'
import { StepSummary } from './action/summary.js'
import { errorMessage } from './action/text.js'
import { ACTION_USER_AGENT } from './action/version.js'
import { listDeployments } from './platform/deployments.js'
import { PlatformClient } from './platform/platform-client.js'
import { Transport } from './platform/transport.js'

/** Every mode, by the name users write in `mode:`. Adding a mode: a folder, an entry, action.yml. */
const MODES = {
  'sbom-export': () => import('./modes/sbom-export/index.js'),
  'ticket-link': () => import('./modes/ticket-link/index.js'),
  'dependency-inventory': () => import('./modes/dependency-inventory/index.js'),
  policies: () => import('./modes/policies/index.js')
} satisfies Record<string, () => Promise<{ default: Mode<unknown> }>>

export const MODE_NAMES = Object.keys(MODES) as (keyof typeof MODES)[]

export async function run(): Promise<void> {
  const summary = new StepSummary()
  let failure: string | undefined
  let transport: Transport | undefined
  let name: keyof typeof MODES | undefined
  try {
    const event = readWorkflowEvent(process.env)
    const env: InputEnvironment = {
      RUNNER_TEMP: process.env.RUNNER_TEMP,
      GITHUB_WORKSPACE: process.env.GITHUB_WORKSPACE,
      isForkPullRequest: isForkPullRequest(event),
      GITHUB_API_URL: process.env.GITHUB_API_URL,
      GITHUB_REPOSITORY: process.env.GITHUB_REPOSITORY
    }
    const read = runnerInputReader()
    name = parseMode(read('mode'), MODE_NAMES)
    summary.setMode(name)
    const mode: Mode<unknown> = (await MODES[name]()).default
    const common = parseCommonInputs(read, env, mode.forkTokenHint)
    const inputs = mode.parseInputs(read, env, common)
    transport = new Transport({
      apiUrl: common.apiUrl,
      token: common.token,
      userAgent: ACTION_USER_AGENT,
      logger: core
    })
    const api = transport
    const deployment = await resolveDeployment(
      common.deploymentId,
      () => listDeployments(api),
      slug => core.setOutput('deployment-slug', slug)
    )
    core.setOutput('deployment-id', deployment.id)
    if (common.deploymentId === undefined) {
      core.info(`Deployment ${deployment.id}: the one the token reaches.`)
    }
    await mode.run(inputs, {
      client: new PlatformClient(transport, deployment.id),
      transport,
      summary,
      event,
      deploymentId: deployment.id,
      deploymentSlug: deployment.slug,
      clock: systemClock
    })
  } catch (error) {
    failure = errorMessage(error)
    // Not core.setFailed: its annotation has no title.
    failStep(failure, name)
  } finally {
    transport?.close()
  }
  try {
    await summary.write(failure)
  } catch (error) {
    warn(
      'job summary not written',
      `Check that the runner can write $GITHUB_STEP_SUMMARY: ${errorMessage(error)}`
    )
  }
}
