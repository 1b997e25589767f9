/**
 * The code-scanning recipes of the README and docs/code-scanning.md, run as GitHub would: the YAML
 * is read from the documents, the action's step runs in process against the emulator and the fake
 * GitHub API with the recipe's `with:`, and every `if:` is evaluated on the real outcomes and
 * outputs. Other steps (`upload-sarif`, `run:`) are stood in for; only whether they run is checked.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { WorkflowEvent } from '../../../src/action/event.js'
import {
  codeScanningInputs,
  codeScanningServers,
  GITHUB_SHA,
  MAIN,
  PUSH,
  REPOSITORY,
  SCAN_COMMIT
} from '../../support/code-scanning.js'
import { runModeInProcess } from '../../support/index.js'
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

const servers = codeScanningServers()
let recipes: Recipe[]

beforeAll(() => {
  recipes = [...readRecipes('README.md'), ...readRecipes('docs/code-scanning.md')].filter(r =>
    actionSteps(r.workflow).some(({ step }) => step.with?.mode === 'code-scanning')
  )
})

/** This action in process with the recipe's inputs; any other step succeeds. */
function runner(event: WorkflowEvent, ran: string[]): StepRunner {
  return async (step, inputs): Promise<StepResult> => {
    ran.push(step.uses ?? step.run ?? '')
    if (!/security-platform-action@/.test(step.uses ?? '')) return { outcome: 'success' }
    const run = await runModeInProcess('code-scanning', codeScanningInputs(servers, inputs), {
      emulator: servers.emulator,
      github: servers.github,
      event
    })
    return { outcome: run.failure === undefined ? 'success' : 'failure', outputs: run.outputs }
  }
}

const GITHUB = { event_name: 'push', ref: MAIN, sha: GITHUB_SHA, repository: REPOSITORY }

const stepsOf = (jobs: JobWalk[]) => jobs.flatMap(j => j.steps)

describe('the code-scanning recipes', () => {
  it('there are three: the README’s, the docs’ workflow and the upload-sarif one', () => {
    expect(recipes.map(r => r.file)).toEqual([
      'README.md',
      'docs/code-scanning.md',
      'docs/code-scanning.md'
    ])
  })

  it.each([0, 1])(
    'recipe %d (a push to main) uploads at the scan commit, with security-events: write',
    async index => {
      const recipe = recipes[index]!
      const before = servers.github.sarifUploads.length
      const ran: string[] = []
      const jobs = await walkWorkflow(recipe.workflow, {
        github: GITHUB,
        runStep: runner(PUSH, ran)
      })
      expect(jobs.every(j => j.result === 'success')).toBe(true)
      expect(servers.github.sarifUploads).toHaveLength(before + 1)
      expect(servers.github.sarifUploads.at(-1)!.commitSha).toBe(SCAN_COMMIT)
      // Every step ran, the echo of the count included (its if: reads sarif-id).
      expect(stepsOf(jobs).every(s => s.ran)).toBe(true)
      expect(recipe.workflow.permissions).toEqual({
        contents: 'read',
        'security-events': 'write'
      })
    }
  )

  it('the upload-sarif recipe writes the file only and hands upload-sarif the file, ref and commit', async () => {
    const recipe = recipeNamed(recipes, 'Code scanning alerts through upload-sarif')
    const before = servers.github.requests.length
    const jobs = await walkWorkflow(recipe.workflow, { github: GITHUB, runStep: runner(PUSH, []) })
    expect(servers.github.requests.length).toBe(before)
    const upload = stepsOf(jobs).find(s => /upload-sarif/.test(s.step.uses ?? ''))!
    expect(upload.ran).toBe(true)
    expect(upload.with).toMatchObject({
      category: 'semgrep-platform',
      ref: MAIN,
      sha: SCAN_COMMIT
    })
    expect(readFileSync(upload.with!.sarif_file!, 'utf8')).toContain('"version":"2.1.0"')
  })

  it('on a pull request the README’s recipe does not run (push and schedule only)', () => {
    const on = recipes[0]!.workflow.on as Record<string, unknown>
    expect(Object.keys(on).sort()).toEqual(['push', 'schedule'])
  })

  it('every code-scanning recipe uses only inputs action.yml declares', () => {
    const declared = Object.keys(
      (parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, unknown> }).inputs
    )
    const used = recipes.flatMap(r =>
      actionSteps(r.workflow).flatMap(({ step }) => Object.keys(step.with ?? {}))
    )
    expect(used).toContain('upload')
    expect(used.filter(name => !declared.includes(name))).toEqual([])
  })
})
