/**
 * Recipes of the documentation, run as GitHub would run them: the fenced YAML blocks of a Markdown
 * file, a small evaluator of the expressions recipes use in `if:` and `with:`, and a walker that
 * decides, job by job and step by step, which steps would run. The action's own step is run by the
 * test (in-process, against the emulator); every other step is stood in for by the test, which says
 * how it ends; only whether it would run is checked.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

/** A fenced ```yaml block of a Markdown file, parsed. */
export interface YamlBlock {
  file: string
  /** The 1-based line of the opening fence. */
  line: number
  source: string
  value: unknown
}

export interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string | boolean
  with?: Record<string, unknown>
  env?: Record<string, unknown>
  'continue-on-error'?: boolean | string
}

export interface Job {
  name?: string
  needs?: string | string[]
  if?: string | boolean
  permissions?: Record<string, string> | string
  steps: Step[]
}

export interface Workflow {
  name?: string
  on: unknown
  permissions?: Record<string, string> | string
  jobs: Record<string, Job>
}

/** A workflow example of a Markdown file (a block with `on:` and `jobs:`). */
export interface Recipe extends YamlBlock {
  workflow: Workflow
}

/**
 * Every fenced ```yaml block of a Markdown text, parsed; a fence indented under a list item loses
 * that indentation, as a reader copying it would.
 */
export function yamlBlocks(markdown: string, file = '<markdown>'): YamlBlock[] {
  const fence = /^( *)```ya?ml[^\n]*\n([\s\S]*?)^\1```/gm
  const blocks: YamlBlock[] = []
  for (let match = fence.exec(markdown); match; match = fence.exec(markdown)) {
    const indent = match[1]!.length
    const source = match[2]!
      .split('\n')
      .map(line => line.slice(Math.min(indent, line.length - line.trimStart().length)))
      .join('\n')
    const line = markdown.slice(0, match.index).split('\n').length
    blocks.push({ file, line, source, value: parse(source) as unknown })
  }
  return blocks
}

/** The workflow examples of a Markdown file. */
export function readRecipes(file: string): Recipe[] {
  return yamlBlocks(readFileSync(file, 'utf8'), file).flatMap(block => {
    const value = block.value as Partial<Workflow> | null
    if (value === null || typeof value !== 'object' || !('on' in value) || !value.jobs) return []
    return [{ ...block, workflow: value as Workflow }]
  })
}

/** The one recipe whose workflow `name` is this; throws when there is not exactly one. */
export function recipeNamed(recipes: readonly Recipe[], name: string): Recipe {
  const found = recipes.filter(r => r.workflow.name === name)
  if (found.length !== 1) {
    const names = recipes.map(r => JSON.stringify(r.workflow.name)).join(', ')
    throw new Error(`${found.length} recipes are named ${JSON.stringify(name)}; there are ${names}`)
  }
  return found[0]!
}

/** The steps of a workflow that use this action (`uses:` ending in `security-platform-action@…`). */
export function actionSteps(
  workflow: Workflow,
  uses: RegExp = /security-platform-action@/
): { job: string; step: Step }[] {
  return Object.entries(workflow.jobs).flatMap(([job, spec]) =>
    spec.steps.filter(step => uses.test(step.uses ?? '')).map(step => ({ job, step }))
  )
}

// ---------------------------------------------------------------------------------------------
// Expressions

/** What expressions read: `steps`, `github`, `needs`, `inputs`, `env`, `secrets`, `vars`, … */
export type ExpressionContext = Record<string, unknown>

/** The status functions' view of the job so far. */
export interface JobStatus {
  /** A step before this one failed (and was not `continue-on-error`). */
  failed: boolean
  /** The run was cancelled. */
  cancelled: boolean
}

type Token =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'op'; value: string }

function tokenize(expression: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < expression.length) {
    const rest = expression.slice(i)
    const space = /^\s+/.exec(rest)
    if (space) {
      i += space[0].length
      continue
    }
    if (rest[0] === "'") {
      let value = ''
      let j = 1
      for (;;) {
        if (j >= rest.length) throw new Error(`Unterminated string in ${expression}`)
        if (rest[j] === "'" && rest[j + 1] === "'") {
          value += "'"
          j += 2
        } else if (rest[j] === "'") {
          j++
          break
        } else value += rest[j++]
      }
      tokens.push({ kind: 'string', value })
      i += j
      continue
    }
    const op = /^(==|!=|<=|>=|&&|\|\||[!<>()[\].,])/.exec(rest)
    if (op) {
      tokens.push({ kind: 'op', value: op[0] })
      i += op[0].length
      continue
    }
    const number = /^-?(0x[0-9a-f]+|\d+(\.\d+)?(e[+-]?\d+)?)/i.exec(rest)
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]) })
      i += number[0].length
      continue
    }
    const name = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(rest)
    if (name) {
      tokens.push({ kind: 'name', value: name[0] })
      i += name[0].length
      continue
    }
    throw new Error(`Cannot read ${JSON.stringify(rest)} in ${expression}`)
  }
  return tokens
}

/** GitHub's coercion of a value to a number, for comparisons of values of different types. */
function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number') return value
  if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value)
  return Number.NaN
}

/** `==` as GitHub compares: strings without regard to case, other types as numbers. */
function looselyEqual(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): unknown => (v === undefined ? null : v)
  const x = norm(a)
  const y = norm(b)
  if (typeof x === 'string' && typeof y === 'string') return x.toLowerCase() === y.toLowerCase()
  if (typeof x === typeof y && (x === null || typeof x !== 'object')) return x === y
  if (typeof x === 'object' && x !== null && typeof y === 'object' && y !== null) return x === y
  return toNumber(x) === toNumber(y)
}

/** Truthiness as GitHub reads it: false, 0, -0, '', null are falsy. */
export function truthy(value: unknown): boolean {
  return !(
    value === false ||
    value === 0 ||
    value === '' ||
    value === null ||
    value === undefined ||
    Number.isNaN(value)
  )
}

/** A value as text in an interpolation (`${{ … }}` inside a string). */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

const STATUS_FUNCTIONS = ['success', 'failure', 'cancelled', 'always']

/** Whether an expression calls a status function (then no implicit `success() &&`). */
export function hasStatusFunction(expression: string): boolean {
  return tokenize(stripBraces(expression)).some(
    (t, i, all) =>
      t.kind === 'name' &&
      STATUS_FUNCTIONS.includes(t.value.toLowerCase()) &&
      all[i + 1]?.kind === 'op' &&
      all[i + 1]?.value === '('
  )
}

function stripBraces(expression: string): string {
  const match = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(expression)
  return match ? match[1]! : expression
}

/**
 * Evaluates one expression (with or without `${{ }}`): property access (`a.b`, `a['b']`), literals,
 * `!`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `&&`, `||` (which yield an operand, as GitHub's do),
 * parentheses, and the functions `success()`, `failure()`, `cancelled()`, `always()`,
 * `contains`, `startsWith`, `endsWith`, `fromJSON`, `toJSON`, `format`.
 */
export function evaluate(
  expression: string,
  context: ExpressionContext,
  status: JobStatus = { failed: false, cancelled: false }
): unknown {
  const tokens = tokenize(stripBraces(expression))
  let at = 0
  const peek = (): Token | undefined => tokens[at]
  const isOp = (value: string): boolean => {
    const t = peek()
    return t !== undefined && t.kind === 'op' && t.value === value
  }
  const expect = (value: string): void => {
    if (!isOp(value)) throw new Error(`Expected '${value}' in ${expression}`)
    at++
  }

  const callFunction = (name: string, args: unknown[]): unknown => {
    switch (name.toLowerCase()) {
      case 'success':
        return !status.failed && !status.cancelled
      case 'failure':
        return status.failed
      case 'cancelled':
        return status.cancelled
      case 'always':
        return true
      case 'contains': {
        const [haystack, needle] = args
        if (Array.isArray(haystack)) return haystack.some(item => looselyEqual(item, needle))
        return asText(haystack).toLowerCase().includes(asText(needle).toLowerCase())
      }
      case 'startswith':
        return asText(args[0]).toLowerCase().startsWith(asText(args[1]).toLowerCase())
      case 'endswith':
        return asText(args[0]).toLowerCase().endsWith(asText(args[1]).toLowerCase())
      case 'fromjson':
        return JSON.parse(asText(args[0])) as unknown
      case 'tojson':
        return JSON.stringify(args[0], null, 2)
      case 'format':
        return asText(args[0]).replace(/\{(\d+)\}/g, (_, n: string) => asText(args[Number(n) + 1]))
      default:
        throw new Error(`Function ${name}() is not known to this evaluator (in ${expression})`)
    }
  }

  const primary = (): unknown => {
    const token = peek()
    if (token === undefined) throw new Error(`Unexpected end of ${expression}`)
    at++
    if (token.kind === 'string' || token.kind === 'number') return token.value
    if (token.kind === 'op' && token.value === '(') {
      const value = or()
      expect(')')
      return value
    }
    if (token.kind !== 'name') throw new Error(`Unexpected '${token.value}' in ${expression}`)
    if (token.value === 'true') return true
    if (token.value === 'false') return false
    if (token.value === 'null') return null
    if (isOp('(')) {
      at++
      const args: unknown[] = []
      while (!isOp(')')) {
        args.push(or())
        if (isOp(',')) at++
      }
      expect(')')
      return callFunction(token.value, args)
    }
    let value: unknown = context[token.value]
    for (;;) {
      if (isOp('.')) {
        at++
        const name = peek()
        if (name?.kind !== 'name') throw new Error(`Expected a property name in ${expression}`)
        at++
        value = property(value, name.value)
      } else if (isOp('[')) {
        at++
        const key = or()
        expect(']')
        value = property(value, asText(key))
      } else return value
    }
  }
  const unary = (): unknown => {
    if (isOp('!')) {
      at++
      return !truthy(unary())
    }
    return primary()
  }
  const comparison = (): unknown => {
    let left = unary()
    for (;;) {
      const t = peek()
      if (t?.kind !== 'op' || !['==', '!=', '<', '<=', '>', '>='].includes(t.value)) return left
      at++
      const right = unary()
      switch (t.value) {
        case '==':
          left = looselyEqual(left, right)
          break
        case '!=':
          left = !looselyEqual(left, right)
          break
        case '<':
          left = toNumber(left) < toNumber(right)
          break
        case '<=':
          left = toNumber(left) <= toNumber(right)
          break
        case '>':
          left = toNumber(left) > toNumber(right)
          break
        default:
          left = toNumber(left) >= toNumber(right)
      }
    }
  }
  const and = (): unknown => {
    let left = comparison()
    while (isOp('&&')) {
      at++
      const right = comparison()
      left = truthy(left) ? right : left
    }
    return left
  }
  const or = (): unknown => {
    let left = and()
    while (isOp('||')) {
      at++
      const right = and()
      left = truthy(left) ? left : right
    }
    return left
  }
  const value = or()
  if (at !== tokens.length) throw new Error(`Unexpected text after position ${at} in ${expression}`)
  return value
}

/** A property as GitHub reads one: names without regard to case; missing is null. */
function property(value: unknown, name: string): unknown {
  if (value === null || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (Object.prototype.hasOwnProperty.call(record, name)) return record[name]
  const key = Object.keys(record).find(k => k.toLowerCase() === name.toLowerCase())
  return key === undefined ? null : record[key]
}

/** A string with each `${{ … }}` replaced by its value as text. */
export function interpolate(
  value: unknown,
  context: ExpressionContext,
  status?: JobStatus
): string {
  return asText(value).replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) =>
    asText(evaluate(expression, context, status))
  )
}

/**
 * Whether a step (or job) with this `if:` runs. Without a status function the condition is
 * `success() && (…)`, as GitHub reads it; no `if:` is `success()`.
 */
export function conditionHolds(
  condition: string | boolean | undefined,
  context: ExpressionContext,
  status: JobStatus
): boolean {
  if (condition === undefined || condition === '') return !status.failed && !status.cancelled
  if (typeof condition === 'boolean') return condition && !status.failed && !status.cancelled
  const implicit = !hasStatusFunction(condition)
  if (implicit && (status.failed || status.cancelled)) return false
  return truthy(evaluate(condition, context, status))
}

// ---------------------------------------------------------------------------------------------
// Walking a job and a workflow

/** How a step ended: what GitHub records as `steps.<id>.outcome`, and its outputs. */
export interface StepResult {
  outcome: 'success' | 'failure'
  outputs?: Record<string, string>
}

/** What the walker saw of one step. */
export interface StepWalk {
  job: string
  step: Step
  ran: boolean
  /** `skipped` when it did not run. */
  outcome: 'success' | 'failure' | 'skipped'
  outputs: Record<string, string>
  /** The step's `with:` with its expressions evaluated (when it ran). */
  with?: Record<string, string>
}

/** Runs (or stands in for) one step; `inputs` is its `with:`, evaluated. */
export type StepRunner = (
  step: Step,
  inputs: Record<string, string>,
  where: { job: string; context: ExpressionContext }
) => StepResult | Promise<StepResult>

export interface WalkOptions {
  /** `github.*` (event_name, ref, head_ref, sha, …). */
  github: Record<string, unknown>
  /** Further contexts (`inputs`, `vars`, `env`); `secrets` default to a placeholder per name. */
  contexts?: ExpressionContext
  cancelled?: boolean
  runStep: StepRunner
}

export interface JobWalk {
  job: string
  ran: boolean
  result: 'success' | 'failure' | 'skipped'
  steps: StepWalk[]
}

/** Secrets as a workflow reads them: any name gives a placeholder (the test's token is passed apart). */
const SECRETS: Record<string, string> = new Proxy<Record<string, string>>(
  {},
  {
    getOwnPropertyDescriptor: (_, name) =>
      typeof name === 'string'
        ? { value: `<secret ${name}>`, enumerable: true, configurable: true, writable: false }
        : undefined,
    get: (_, name) => (typeof name === 'string' ? `<secret ${name}>` : undefined)
  }
)

/** Walks one job's steps in order, evaluating each `if:` on the steps' real outcomes and outputs. */
export async function walkJob(
  job: string,
  spec: Job,
  options: WalkOptions,
  needs: Record<string, { result: string; outputs: Record<string, string> }> = {}
): Promise<StepWalk[]> {
  const steps: Record<string, { outcome: string; conclusion: string; outputs: object }> = {}
  const context: ExpressionContext = {
    secrets: SECRETS,
    ...options.contexts,
    github: options.github,
    needs,
    steps
  }
  const status: JobStatus = { failed: false, cancelled: options.cancelled ?? false }
  const walked: StepWalk[] = []
  for (const step of spec.steps) {
    if (!conditionHolds(step.if, context, status)) {
      walked.push({ job, step, ran: false, outcome: 'skipped', outputs: {} })
      if (step.id) steps[step.id] = { outcome: 'skipped', conclusion: 'skipped', outputs: {} }
      continue
    }
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(v, context, status)])
    )
    const result = await options.runStep(step, inputs, { job, context })
    const outputs = result.outputs ?? {}
    const continueOnError = truthy(
      typeof step['continue-on-error'] === 'string'
        ? evaluate(step['continue-on-error'], context, status)
        : step['continue-on-error']
    )
    const conclusion = result.outcome === 'failure' && continueOnError ? 'success' : result.outcome
    if (conclusion === 'failure') status.failed = true
    if (step.id) steps[step.id] = { outcome: result.outcome, conclusion, outputs }
    walked.push({ job, step, ran: true, outcome: result.outcome, outputs, with: inputs })
  }
  return walked
}

/**
 * Walks a workflow's jobs in the order `needs:` gives (a job runs when every job it needs
 * succeeded, unless its `if:` has a status function), each with {@link walkJob}.
 */
export async function walkWorkflow(workflow: Workflow, options: WalkOptions): Promise<JobWalk[]> {
  const done = new Map<string, JobWalk>()
  const pending = Object.keys(workflow.jobs)
  while (pending.length > 0) {
    const index = pending.findIndex(name =>
      needsOf(workflow.jobs[name]!).every(need => done.has(need))
    )
    if (index < 0) throw new Error(`The jobs ${pending.join(', ')} need jobs that never run`)
    const name = pending.splice(index, 1)[0]!
    const spec = workflow.jobs[name]!
    const needs = Object.fromEntries(
      needsOf(spec).map(need => [need, { result: done.get(need)!.result, outputs: {} }])
    )
    const failedNeed = Object.values(needs).some(n => n.result !== 'success')
    const status: JobStatus = { failed: failedNeed, cancelled: options.cancelled ?? false }
    const context: ExpressionContext = {
      secrets: SECRETS,
      ...options.contexts,
      github: options.github,
      needs
    }
    if (!conditionHolds(spec.if, context, status)) {
      done.set(name, { job: name, ran: false, result: 'skipped', steps: [] })
      continue
    }
    const steps = await walkJob(name, spec, options, needs)
    const failed = steps.some(
      s => s.outcome === 'failure' && !truthy(s.step['continue-on-error'] ?? false)
    )
    done.set(name, { job: name, ran: true, result: failed ? 'failure' : 'success', steps })
  }
  return Object.keys(workflow.jobs).map(name => done.get(name)!)
}

function needsOf(job: Job): string[] {
  if (job.needs === undefined) return []
  return Array.isArray(job.needs) ? job.needs : [job.needs]
}
