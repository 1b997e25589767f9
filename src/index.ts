/** The action's entry point, bundled into dist/index.js. */
import { run } from './main.js'

// A cancelled run exits at once: requests and timers still under way are of no use any more.
if ((await run()) === 'cancelled') process.exit(1)
