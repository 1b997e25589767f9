/**
 * Runs the action: reads the inputs, builds the platform client, hands over to the selected mode, and
 * always writes a job summary. Each mode lives in its own file under `src/modes/`, loaded only when
 * selected, so that one mode's dependencies do not slow the start of another.
 */
import * as core from '@actions/core'
import { readWorkflowEvent, isForkPullRequest, type WorkflowEvent } from './github-event.js'
import { readInputs, type ActionInputs } from './inputs.js'
import { PlatformClient } from './platform/platform-client.js'
import { Transport } from './platform/transport.js'
import { StepSummary } from './step-summary.js'
import { ACTION_USER_AGENT } from './version.js'

/** What every mode receives. */
export interface ModeContext {
  client: PlatformClient
  /** Request counters of the transport, for progress lines. */
  transport: Transport
  summary: StepSummary
  event: WorkflowEvent
}

export async function run(): Promise<void> {
  const summary = new StepSummary()
  let failure: string | undefined
  let transport: Transport | undefined
  try {
    const event = readWorkflowEvent(process.env)
    const inputs = await readInputs({
      RUNNER_TEMP: process.env.RUNNER_TEMP,
      GITHUB_WORKSPACE: process.env.GITHUB_WORKSPACE,
      isForkPullRequest: isForkPullRequest(event),
      GITHUB_API_URL: process.env.GITHUB_API_URL,
      GITHUB_REPOSITORY: process.env.GITHUB_REPOSITORY
    })
    transport = new Transport({
      apiUrl: inputs.apiUrl,
      token: inputs.token,
      userAgent: ACTION_USER_AGENT,
      logger: core
    })
    const client = new PlatformClient(transport, inputs.deploymentId)
    await runMode(inputs, { client, transport, summary, event })
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
    core.setFailed(failure)
  } finally {
    transport?.close()
  }
  try {
    await summary.write(failure)
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`)
  }
}

async function runMode(inputs: ActionInputs, context: ModeContext): Promise<void> {
  switch (inputs.mode) {
    case 'sbom-export': {
      const { runSbomExport } = await import('./modes/sbom-export.js')
      return runSbomExport(inputs.sbomExport, context)
    }
    case 'ticket-link': {
      const { runTicketLink } = await import('./modes/ticket-link.js')
      return runTicketLink(inputs.ticketLink, context)
    }
    case 'dependency-inventory': {
      const { runDependencyInventory } = await import('./modes/dependency-inventory.js')
      return runDependencyInventory(inputs.deploymentId, inputs.dependencyInventory, context)
    }
    case 'policies': {
      const { runPolicies } = await import('./modes/policies.js')
      return runPolicies(inputs.deploymentId, context)
    }
  }
}
