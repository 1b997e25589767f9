// Preloaded (`--require`) by the action runner when asked for the peak memory: writes the process's
// peak resident size (VmHWM, in kB) to PEAK_MEMORY_FILE as it exits. A parent that samples /proc
// misses a peak in the last moments of a run, such as the inventory file being written.
// CommonJS, as `--require` loads it before the action's own modules
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFileSync, writeFileSync } = require('node:fs')

process.on('exit', () => {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
    if (kb && process.env.PEAK_MEMORY_FILE) writeFileSync(process.env.PEAK_MEMORY_FILE, kb)
  } catch {
    // not Linux: the parent's samples stand
  }
})
