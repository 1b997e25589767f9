/**
 * Step outputs, bounded and clean. GitHub limits outputs (1 MB each, 50 MB a job); a value that could
 * pass that goes to a file instead, named by the output `<name>-file`. The run's secrets are
 * replaced by `***` in every value: the runner masks them in the log, not in outputs.
 */
import * as os from 'node:os'
import * as path from 'node:path'
import { setOutput as issueOutput } from './commands.js'
import { info } from './log.js'
import { redactSecrets } from '../platform/secrets.js'
import { writeFileSafely } from './files.js'
import { formatCount } from './text.js'

/** The largest value set as an output; larger ones go to a file. */
export const OUTPUT_LIMIT_BYTES = 1_000_000

/**
 * Sets output `name`. A value larger than {@link OUTPUT_LIMIT_BYTES} is written to
 * `$RUNNER_TEMP/<name>.<extension>` instead, `name` is set to '' and `<name>-file` names the file.
 */
export async function setOutput(name: string, value: string, extension = 'json'): Promise<void> {
  const clean = redactSecrets(value)
  if (Buffer.byteLength(clean, 'utf8') <= OUTPUT_LIMIT_BYTES) {
    issueOutput(name, clean)
    return
  }
  const file = path.join(process.env.RUNNER_TEMP || os.tmpdir(), `${name}.${extension}`)
  await writeFileSafely(file, clean)
  issueOutput(name, '')
  issueOutput(`${name}-file`, file)
  info(
    `Output ${name} is larger than ${formatCount(OUTPUT_LIMIT_BYTES)} bytes, so it is ` +
      `in the file named by output ${name}-file (${file}).`
  )
}
