/**
 * `mode: dependency-search` with `artifact-name`, in process: the search file goes up as a workflow
 * artifact through the real `@actions/artifact` client, against the fake artifact service over
 * loopback, and the summary points there.
 */
import { expect, it } from '@jest/globals'
import { readFile } from 'node:fs/promises'
import * as path from 'node:path'
import { searchTrapOptions } from '../../../emulator/index.js'
import { parseDependencySearchInputs } from '../../../src/modes/dependency-search/inputs.js'
import {
  ENV,
  artifactRunServers,
  expectNoTokenLeak,
  reader,
  runWithArtifactService
} from '../../support/index.js'

const servers = artifactRunServers(
  searchTrapOptions(Date.now()),
  { repository: 'acme/security', runId: '77' },
  'search-artifact-'
)

it('uploads the search file as an artifact and points the summary there', async () => {
  const searchFile = path.join(servers.work, 'dependency-search.json')
  const inputs = parseDependencySearchInputs(
    reader({
      packages: 'npm:@ctrl/tinycolor@4.1.1',
      'artifact-name': 'dependency-search',
      'search-file': searchFile
    }),
    ENV
  )
  const result = await runWithArtifactService(servers, 'dependency-search', inputs)
  expectNoTokenLeak(result, { emulator: servers.emulator })
  expect(result.failure).toBeUndefined()
  const stored = servers.service.artifacts().find(a => a.name === 'dependency-search')!
  expect(stored.finalized).toBe(true)
  expect(stored.files?.[0]?.bytes.toString()).toBe(await readFile(searchFile, 'utf8'))
  expect(result.outputs['artifact-id']).toBe(String(stored.id))
  expect(result.summary).toContain(
    `**The whole result** is in the workflow artifact <a href="${stored.url}">dependency-search</a>`
  )
})

it('an upload that fails after a complete search still sets match-count and the other counts', async () => {
  servers.service.failNext('CreateArtifact', 403, { msg: 'artifact storage quota is disabled' })
  const searchFile = path.join(servers.work, 'refused-search.json')
  const inputs = parseDependencySearchInputs(
    reader({
      packages: 'npm:@ctrl/tinycolor@4.1.1',
      'artifact-name': 'refused-search',
      'search-file': searchFile
    }),
    ENV
  )
  const result = await runWithArtifactService(servers, 'dependency-search', inputs)
  expect(result.failure).toMatch(/artifact storage quota is disabled/)
  const file = JSON.parse(await readFile(searchFile, 'utf8')) as { complete: boolean }
  expect(file.complete).toBe(true)
  expect(result.outputs['match-count']).toMatch(/^[1-9]\d*$/)
  expect(result.outputs['exposed-repository-count']).toMatch(/^[1-9]\d*$/)
  expect(result.outputs['unmatched-count']).toBe('0')
  // artifact-name was given: the summary names the failed upload, never "set artifact-name".
  expect(result.summary).toContain(
    'its upload as the workflow artifact <code>refused-search</code> failed (the error above says why).'
  )
  expect(result.summary).not.toContain('set <code>artifact-name</code>')
})
