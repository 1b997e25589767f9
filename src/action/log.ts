/**
 * The log, made safe for untrusted text. The runner acts on `::command::` at the start of a line and
 * on `##[command]` anywhere in one; text from a pull request or the API must not be able to form
 * either, nor colour or move the log with escape sequences. Every log line of the action goes through
 * here, so no call site has to remember which of its parts are untrusted.
 */
import { annotate, issueCommand, writeLine } from './commands.js'
import { oneLine, plainText } from './text.js'

/** Zero-width space: breaks a command marker without changing what a reader sees. */
const BREAK = '\u200b'

/**
 * Text that cannot form a runner command: made plain (`plainText`: no escape sequences, invisible or
 * control characters), then `##[` broken anywhere and `::` broken at each line start. Line feeds are
 * kept; each line is neutralised on its own.
 */
export function sanitizeLog(value: string): string {
  return neutralizeCommands(plainText(value))
}

/** The same on one line: line feeds become spaces too. */
export function sanitizeLogLine(value: string): string {
  return neutralizeCommands(oneLine(value))
}

function neutralizeCommands(value: string): string {
  return value.replace(/##\[/g, `#${BREAK}#[`).replace(/^(\s*)::/gm, `$1:${BREAK}:`)
}

export function info(message: string): void {
  writeLine(sanitizeLog(message))
}

/**
 * The runner shows `::debug::` lines only with step debug logging on, which it tells a step as
 * RUNNER_DEBUG=1, and drops them otherwise: unwritten then, as they are a line per request.
 */
export function debug(message: string): void {
  if (process.env.RUNNER_DEBUG !== '1') return
  issueCommand('debug', sanitizeLog(message))
}

/** Properties of an annotation: the headline shown above its message. */
export interface AnnotationProperties {
  title?: string
}

export function notice(message: string, properties: AnnotationProperties = {}): void {
  annotate('notice', sanitizeLog(message), properties.title)
}

export function warning(message: string, properties: AnnotationProperties = {}): void {
  annotate('warning', sanitizeLog(message), properties.title)
}

export function error(message: string, properties: AnnotationProperties = {}): void {
  annotate('error', sanitizeLog(message), properties.title)
}

export function startGroup(name: string): void {
  issueCommand('group', sanitizeLogLine(name))
}

export function endGroup(): void {
  issueCommand('endgroup')
}

/** Runs `work` inside a collapsible log group. */
export async function group<T>(name: string, work: () => Promise<T>): Promise<T> {
  startGroup(name)
  try {
    return await work()
  } finally {
    endGroup()
  }
}
