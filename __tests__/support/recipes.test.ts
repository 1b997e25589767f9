/** The recipe walker's reading of GitHub's expressions and conditions, on small workflows. */
import { describe, expect, it } from '@jest/globals'
import { evaluate, walkWorkflow, yamlBlocks, type Workflow } from './recipes.js'

const workflow = (text: string): Workflow => yamlBlocks(text)[0]!.value as Workflow

describe('evaluate', () => {
  it('reads properties, literals and the operators recipes use, as GitHub does', () => {
    const context = {
      github: { event_name: 'pull_request', head_ref: '' },
      steps: { link: { outputs: { 'linked-issue-ids': '["1"]' } } }
    }
    expect(evaluate("${{ github.event_name == 'PULL_REQUEST' }}", context)).toBe(true)
    expect(evaluate("steps.link.outputs.linked-issue-ids != '[]'", context)).toBe(true)
    expect(evaluate('github.head_ref || github.event_name', context)).toBe('pull_request')
    expect(evaluate("github.missing && 'x'", context)).toBe(null)
    expect(evaluate('!cancelled() && failure()', context, { failed: true, cancelled: false })).toBe(
      true
    )
  })
})

describe('walkWorkflow', () => {
  const text = [
    '```yaml',
    'on: pull_request',
    'jobs:',
    '  scan:',
    '    steps:',
    '      - run: semgrep ci',
    '      - run: echo without a condition',
    '      - if: ${{ !cancelled() }}',
    '        run: echo after',
    '  next:',
    '    needs: scan',
    '    steps:',
    '      - run: echo next',
    '```'
  ].join('\n')

  it('skips a step without a status function after a failure, runs one with !cancelled(), and skips a job whose need failed', async () => {
    const jobs = await walkWorkflow(workflow(text), {
      github: {},
      runStep: step => ({ outcome: step.run === 'semgrep ci' ? 'failure' : 'success' })
    })
    expect(jobs[0]!.steps.map(s => s.ran)).toEqual([true, false, true])
    expect(jobs.map(j => [j.job, j.result])).toEqual([
      ['scan', 'failure'],
      ['next', 'skipped']
    ])
  })
})
