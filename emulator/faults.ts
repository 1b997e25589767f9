/** Fault rules: which request gets which injected misbehaviour. */
import type { FaultAction, FaultRule, OperationName } from './types.js'

/** Faults that change a list page instead of replacing the answer. */
export type CursorFault = Extract<
  FaultAction,
  { type: 'repeatCursor' | 'dropCursor' | 'endlessPages' }
>

/** Operations whose answers are pages (with a cursor, or numbered). */
export const LIST_OPERATIONS: readonly OperationName[] = [
  'listRepositories',
  'listLockfiles',
  'listDependencies',
  'listFindings'
]

/** Whether an action is a cursor fault (only list operations can take one). */
export function isCursorFault(action: FaultAction): action is CursorFault {
  return (
    action.type === 'repeatCursor' || action.type === 'dropCursor' || action.type === 'endlessPages'
  )
}

interface ActiveRule {
  rule: FaultRule
  /** Matching requests seen since the rule was added. */
  seen: number
  fired: number
}

function checkRule(rule: FaultRule): void {
  const after = rule.after ?? 0
  const times = rule.times ?? 1
  if (!Number.isInteger(after) || after < 0) {
    throw new RangeError(`fault rule: after must be a non-negative integer, got ${after}`)
  }
  if (!(times === Infinity || (Number.isInteger(times) && times >= 0))) {
    throw new RangeError(
      `fault rule: times must be a non-negative integer or Infinity, got ${times}`
    )
  }
  if (rule.action.type === 'hang' && rule.action.ms !== undefined && !(rule.action.ms >= 0)) {
    throw new RangeError('fault rule: hang ms must be non-negative')
  }
}

/**
 * The fault rules of an emulator. Every rule counts the requests it matches (by operation; a rule
 * without an operation matches all requests, cursor faults only list operations); a rule fires once
 * it has let `after` of them through, `times` times. The first rule that fires decides.
 */
export class FaultBook {
  private rules: ActiveRule[] = []

  add(rule: FaultRule): void {
    checkRule(rule)
    this.rules.push({ rule, seen: 0, fired: 0 })
  }

  clear(): void {
    this.rules = []
  }

  /** Counts a request for `operation` and returns the action to apply, if any. */
  next(operation: OperationName): FaultAction | undefined {
    let chosen: FaultAction | undefined
    for (const active of this.rules) {
      const { rule } = active
      if (rule.operation !== undefined && rule.operation !== operation) continue
      if (isCursorFault(rule.action) && !LIST_OPERATIONS.includes(operation)) continue
      active.seen += 1
      if (chosen !== undefined) continue
      if (active.seen > (rule.after ?? 0) && active.fired < (rule.times ?? 1)) {
        active.fired += 1
        chosen = rule.action
      }
    }
    return chosen
  }
}
