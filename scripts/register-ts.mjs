// Lets `node --import ./scripts/register-ts.mjs file.ts` run TypeScript through tsx's ESM loader.
import { register } from 'tsx/esm/api'

register()
