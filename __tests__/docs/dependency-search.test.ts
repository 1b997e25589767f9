/**
 * The README's incident recipe for `dependency-search` does what it says: the list pasted into the
 * "Run workflow" form's one-line field is searched whole. The recipe is read from the README, its
 * action step runs in process against the emulator's search traps with the recipe's `with:`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { searchTrapOptions, startEmulator, type Emulator } from '../../emulator/index.js'
import { parseDependencySearchInputs } from '../../src/modes/dependency-search/inputs.js'
import { inputDefaults, REPO_ROOT } from '../../scripts/lib/action-runner.js'
import { ENV, reader, runModeInProcess } from '../support/index.js'
import { actionSteps, readRecipes, walkWorkflow, type StepResult } from '../support/recipes.js'

const recipe = readRecipes(path.join(REPO_ROOT, 'README.md')).find(r =>
  actionSteps(r.workflow).some(({ step }) => step.with?.mode === 'dependency-search')
)!
let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator(searchTrapOptions(Date.now()))
})
afterAll(() => emulator.close())

const dispatch = { event_name: 'workflow_dispatch', ref: 'refs/heads/main', repository: 'acme/sec' }

describe("the README's incident recipe", () => {
  it('searches a whole list pasted into the one-line form field', async () => {
    const asked: string[] = []
    const jobs = await walkWorkflow(recipe.workflow, {
      github: dispatch,
      contexts: {
        inputs: {
          packages: 'npm:@ctrl/tinycolor@4.1.1, npm:debug@4.4.2 pypi:num2words==0.5.15'
        },
        vars: {}
      },
      runStep: async (step, withInputs): Promise<StepResult> => {
        expect(step.uses).toMatch(/security-platform-action@/)
        const values = { ...inputDefaults(dispatch), ...withInputs }
        const inputs = parseDependencySearchInputs(reader(values), ENV)
        asked.push(...inputs.packages.map(p => p.text))
        const run = await runModeInProcess('dependency-search', inputs, { emulator })
        expect(values['fail-on-match']).toBe('false')
        return { outcome: run.failure === undefined ? 'success' : 'failure', outputs: run.outputs }
      }
    })
    expect(asked).toEqual(['npm:@ctrl/tinycolor@4.1.1', 'npm:debug@4.4.2', 'pypi:num2words@0.5.15'])
    const step = jobs[0]!.steps[0]!
    expect(step.outcome).toBe('success')
    expect(Number(step.outputs['match-count'])).toBeGreaterThan(0)
    expect(step.outputs['unmatched-count']).toBe('1')
  })
})

describe('the local route', () => {
  it(".env.example's packages find the packages `npm run emulator` plants", async () => {
    const text = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
    const packages = /^INPUT_PACKAGES=(.*)$/m.exec(text)![1]!
    const inputs = parseDependencySearchInputs(reader({ packages }), ENV)
    expect(inputs.packages.length).toBeGreaterThan(1)
    const run = await runModeInProcess('dependency-search', inputs, { emulator })
    expect(Number(run.outputs['match-count'])).toBeGreaterThan(0)
  })
})
