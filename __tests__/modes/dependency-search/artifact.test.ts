/**
 * `mode: dependency-search` with `artifact-name`, in process: the search file goes up as a workflow
 * artifact through the real `@actions/artifact` client, against the fake artifact service over
 * loopback, and the summary points there.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  searchTrapOptions,
  startArtifactService,
  startEmulator,
  type ArtifactService,
  type Emulator
} from '../../../emulator/index.js'
import { parseDependencySearchInputs } from '../../../src/modes/dependency-search/inputs.js'
import { ENV, expectNoTokenLeak, reader, runModeInProcess, withEnv } from '../../support/index.js'

let emulator: Emulator
let service: ArtifactService
let work: string

beforeAll(async () => {
  ;[emulator, service] = await Promise.all([
    startEmulator(searchTrapOptions(Date.now())),
    startArtifactService({ repository: 'acme/security', runId: '77' })
  ])
  work = await mkdtemp(path.join(tmpdir(), 'search-artifact-'))
})

afterAll(async () => {
  await Promise.all([emulator.close(), service.close()])
  await rm(work, { recursive: true, force: true })
})

it('uploads the search file as an artifact and points the summary there', async () => {
  const searchFile = path.join(work, 'dependency-search.json')
  const inputs = parseDependencySearchInputs(
    reader({
      packages: 'npm:@ctrl/tinycolor@4.1.1',
      'artifact-name': 'dependency-search',
      'search-file': searchFile
    }),
    ENV
  )
  const result = await withEnv(service.env(), () =>
    runModeInProcess('dependency-search', inputs, { emulator })
  )
  expectNoTokenLeak(result, { emulator })
  expect(result.failure).toBeUndefined()
  const stored = service.artifacts().find(a => a.name === 'dependency-search')!
  expect(stored.finalized).toBe(true)
  expect(stored.files?.[0]?.bytes.toString()).toBe(await readFile(searchFile, 'utf8'))
  expect(result.outputs['artifact-id']).toBe(String(stored.id))
  expect(result.summary).toContain(
    `**The whole result** is in the workflow artifact <a href="${stored.url}">dependency-search</a>`
  )
})
