/**
 * The ticket-link recipes of the README and docs/ticket-link.md, run as GitHub would: the YAML is
 * read from the documents, the action's step runs in process against the emulator with the
 * recipe's `with:`, and every `if:` is evaluated on the real outcomes and outputs. Other steps
 * (`semgrep ci`, installs, checkout) are stood in for; only whether they would run is checked.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { pullRequestEvent } from '../../../scripts/lib/pull-request-event.js'
import type { WorkflowEvent } from '../../../src/action/event.js'
import { parseTicketLinkInputs } from '../../../src/modes/ticket-link/inputs.js'
import { reader, runModeInProcess, type ModeRun } from '../../support/index.js'
import {
  actionSteps,
  readRecipes,
  recipeNamed,
  walkWorkflow,
  type JobWalk,
  type Recipe,
  type StepResult,
  type StepRunner
} from '../../support/recipes.js'
import { TICKET_REPO as REPO, ticketLinkHarness } from '../../support/ticket-link.js'

const MERGE_COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'

const { servers, linkBodies } = ticketLinkHarness({
  dataset: {
    findings: 0,
    findingBatches: [
      { count: 2, ref: 'refs/pull/70/merge', repository: REPO, types: ['sast'] },
      { count: 2, ref: 'refs/pull/71/merge', repository: REPO, types: ['sca'] },
      { count: 1, ref: 'fix-login', repository: REPO, types: ['sast'] }
    ]
  }
})
let recipes: Recipe[]

beforeAll(() => {
  recipes = [...readRecipes('README.md'), ...readRecipes('docs/ticket-link.md')]
})

function prEvent(
  number: number,
  name: string,
  headRef = `topic-${number}`,
  fromFork = false
): WorkflowEvent {
  return {
    name,
    sha: MERGE_COMMIT,
    payload: pullRequestEvent({ number, title: `PROJ-${number}: fix`, body: '', headRef, fromFork })
  }
}

/**
 * The step runner: this action in process with the recipe's inputs, as the runner gives them (an
 * input not set reads as empty, and the mode applies action.yml's default); `semgrep ci` fails, as
 * it does on blocking findings; any other step succeeds.
 */
function runner(event: WorkflowEvent, ran: string[], runs: ModeRun[] = []): StepRunner {
  return async (step, inputs): Promise<StepResult> => {
    const name = step.uses ?? step.run ?? ''
    ran.push(name)
    if (!/security-platform-action@/.test(step.uses ?? '')) {
      return { outcome: /semgrep ci/.test(step.run ?? '') ? 'failure' : 'success' }
    }
    expect(inputs.mode).toBe('ticket-link')
    const parsed = parseTicketLinkInputs(
      reader(inputs),
      { GITHUB_REPOSITORY: REPO },
      {
        token: servers.emulator.token,
        deploymentId: servers.emulator.dataset.deploymentId,
        apiUrl: servers.emulator.url
      }
    )
    const run = await runModeInProcess('ticket-link', parsed, {
      emulator: servers.emulator,
      event,
      github: servers.github
    })
    runs.push(run)
    return { outcome: run.failure === undefined ? 'success' : 'failure', outputs: run.outputs }
  }
}

function githubContext(event: WorkflowEvent, headRef: string): Record<string, unknown> {
  const number = (event.payload.pull_request as { number: number }).number
  return {
    event_name: event.name,
    event: event.payload,
    ref: `refs/pull/${number}/merge`,
    head_ref: headRef,
    sha: MERGE_COMMIT,
    repository: REPO
  }
}

const actionStep = (jobs: JobWalk[]) =>
  jobs.flatMap(j => j.steps).find(s => /security-platform-action@/.test(s.step.uses ?? ''))!

describe('the ticket-link recipes', () => {
  it('the README’s: the step runs in the scan’s job after a semgrep ci that failed, and links', async () => {
    const recipe = recipeNamed(recipes, 'Semgrep and ticket links')
    expect(recipe.file).toBe('README.md')
    const event = prEvent(70, 'pull_request')
    const ran: string[] = []
    const jobs = await walkWorkflow(recipe.workflow, {
      github: githubContext(event, 'topic-70'),
      runStep: runner(event, ran)
    })
    const scan = jobs[0]!.steps.find(s => /semgrep ci/.test(s.step.run ?? ''))!
    expect(scan.outcome).toBe('failure')
    const step = actionStep(jobs)
    expect(step.ran).toBe(true)
    expect(ran.indexOf(step.step.uses!)).toBeGreaterThan(ran.indexOf(scan.step.run!))
    expect(step.outcome).toBe('success')
    expect(JSON.parse(step.outputs['linked-issue-ids']!)).toHaveLength(2)
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: 'https://acme.atlassian.net/browse/PROJ-70' })
    ])
    // the job's permissions are the ones the step needs
    expect(recipe.workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'read' })
  })

  it('docs’ needs: recipe: the ticket-link job runs after the scan job failed, and links', async () => {
    const recipe = recipeNamed(recipes, 'Semgrep, then ticket links in their own job')
    const event = prEvent(71, 'pull_request')
    const ran: string[] = []
    const jobs = await walkWorkflow(recipe.workflow, {
      github: githubContext(event, 'topic-71'),
      runStep: runner(event, ran)
    })
    expect(jobs.map(j => [j.job, j.result])).toEqual([
      ['semgrep', 'failure'],
      ['ticket-link', 'success']
    ])
    expect(actionStep(jobs).ran).toBe(true)
    expect(linkBodies()).toEqual([
      expect.objectContaining({ ticket_url: 'https://acme.atlassian.net/browse/PROJ-71' })
    ])
    expect(recipe.workflow.jobs['ticket-link']!.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'read'
    })
  })

  it('docs’ pull_request_target recipe finds the scan on the head branch through finding-ref', async () => {
    const recipe = recipeNamed(recipes, 'Link tickets to findings (scans on pull_request_target)')
    const event = prEvent(72, 'pull_request_target', 'fix-login')
    const jobs = await walkWorkflow(recipe.workflow, {
      github: githubContext(event, 'fix-login'),
      runStep: runner(event, [])
    })
    const step = actionStep(jobs)
    expect(step.with?.['finding-ref']).toBe('fix-login')
    expect(step.outcome).toBe('success')
    const searched = servers.emulator.requests
      .filter(r => r.operation === 'searchScans')
      .map(r => JSON.parse(r.rawBody) as { branch?: string })
    expect(searched[0]!.branch).toBe('fix-login')
    expect(linkBodies()).toHaveLength(1)
  })

  it('docs’ fork recipe, on a fork’s pull request whose scan does not exist: no wait, a notice, ⚠️', async () => {
    const recipe = recipeNamed(recipes, 'Link tickets to findings (forks included)')
    // the repository's own pull requests are scanned; semgrep ci on the fork's pull_request
    // uploaded nothing: no scan of its head
    const repositoryId = servers.emulator.dataset.projectsWithoutDependencies
      .find(p => p.name === REPO)!
      .id.toString()
    servers.emulator.setScans([
      {
        repositoryId,
        commit: 'b'.repeat(40),
        branch: 'refs/pull/70/merge',
        completedAt: '2026-08-01T12:10:00Z',
        isFullScan: false
      }
    ])
    const event = prEvent(73, 'pull_request_target', 'patch-1', true)
    const runs: ModeRun[] = []
    try {
      const jobs = await walkWorkflow(recipe.workflow, {
        github: githubContext(event, 'patch-1'),
        runStep: runner(event, [], runs)
      })
      expect(actionStep(jobs).outcome).toBe('success')
    } finally {
      servers.emulator.setScans(undefined)
    }
    expect(runs).toHaveLength(1)
    // the run's clock: no poll waited (the default scan-wait would be 10 minutes elsewhere)
    expect(runs[0]!.clock.sleeps).toEqual([])
    expect(runs[0]!.log).toMatch(/^::notice title=[^:]*pull request from a fork::Set scan-wait/m)
    expect(runs[0]!.log).not.toMatch(/^::warning/m)
    expect(runs[0]!.summary.split('\n')[2]).toMatch(/^⚠️ /)
  })

  it('every ticket-link recipe uses only inputs action.yml declares', () => {
    const declared = Object.keys(
      (parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, unknown> }).inputs
    )
    const used = recipes.flatMap(r =>
      actionSteps(r.workflow)
        .filter(({ step }) => step.with?.mode === 'ticket-link')
        .flatMap(({ step }) => Object.keys(step.with ?? {}))
    )
    expect(used).toContain('ticket-base-url')
    expect(used.filter(name => !declared.includes(name))).toEqual([])
  })
})
