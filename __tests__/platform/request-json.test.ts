/** An answer nested thousands of levels deep is refused by name, before anything walks it. */
import { expect, it } from '@jest/globals'
import { PlatformClient } from '../../src/platform/platform-client.js'
import { scriptedServerForFile } from '../support/scripted-server.js'

const server = scriptedServerForFile()

it('refuses an answer nested 20,000 levels deep, naming the operation', async () => {
  const depth = 20_000
  server.answer(() => ({ body: `{"policies":${'['.repeat(depth)}${']'.repeat(depth)}}` }))
  const client = new PlatformClient(server.transport(), '7')
  await expect(client.listPolicies()).rejects.toThrow(
    'List policies (GET /api/v1/deployments/7/policies) answered 200 but not with the expected ' +
      'JSON: nested deeper than 64 levels.'
  )
})
