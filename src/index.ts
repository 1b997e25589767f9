/** The action's entry point, bundled into dist/index.js. */
import { run } from './main.js'

await run()
