/**
 * The workflow recipes of docs/sbom-export.md do what they say: each is read from the file, its
 * sbom-export step runs in process against the emulator with the recipe's `with:`, and every `if:`
 * is evaluated on that step's real outputs. The other steps (`gh`, `actions/attest`, the build) are
 * stood in for; only whether they would run is checked.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { parseSbomExportInputs } from '../../src/modes/sbom-export/inputs.js'
import { inputDefaults, REPO_ROOT } from '../../scripts/lib/action-runner.js'
import { cyclonedx, npmComponent, reader, runModeInProcess } from '../support/index.js'
import {
  readRecipes,
  recipeNamed,
  walkWorkflow,
  type Recipe,
  type StepResult,
  type StepWalk
} from '../support/recipes.js'
import { sbomExportServers } from '../support/sbom.js'

const REPOSITORY = 'acme/widgets'
const TAG = 'v1.2.0'
const RELEASED = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const OTHER = '0f1e2d3c4b5a69788796a5b4c3d2e1f001234567'
const recipes = readRecipes(path.join(REPO_ROOT, 'docs/sbom-export.md'))

const servers = sbomExportServers(
  { repositories: 1, repositoryNames: [REPOSITORY] },
  'sbom-recipes-'
)

beforeEach(() => {
  servers.github.removeRelease(REPOSITORY, TAG)
})

/** The platform's latest full scan is of this commit. */
function scanOf(commit: string): void {
  const repositoryId = servers.emulator.dataset.repositories[0]!.id.toString()
  servers.emulator.setScans([{ repositoryId, commit, completedAt: '2025-03-01T10:00:00Z' }])
}

/** `github.*` of a tag push on servers.github.com. */
const tagPush = {
  event_name: 'push',
  ref: `refs/tags/${TAG}`,
  ref_name: TAG,
  sha: RELEASED,
  repository: REPOSITORY,
  server_url: 'https://github.com',
  token: 'github-token'
}

/**
 * Walks the recipe: the action's step in process with its `with:` (action.yml's defaults for the
 * rest), `gh release create --draft` as a draft on the fake GitHub, every other step a success.
 */
async function walk(recipe: Recipe): Promise<StepWalk[]> {
  const jobs = await walkWorkflow(recipe.workflow, {
    github: tagPush,
    runStep: async (step, withInputs): Promise<StepResult> => {
      if (/security-platform-action@/.test(step.uses ?? '')) return runAction(withInputs)
      if (/gh release create .*--draft/.test(step.run ?? '')) {
        servers.github.addRelease({ repository: REPOSITORY, tag: TAG, draft: true })
      }
      return { outcome: 'success' }
    }
  })
  return jobs.flatMap(job => job.steps)
}

async function runAction(withInputs: Record<string, string>): Promise<StepResult> {
  const values = { ...inputDefaults(tagPush), ...withInputs }
  expect(values.mode).toBe('sbom-export')
  const inputs = parseSbomExportInputs(reader(values), {
    RUNNER_TEMP: servers.work,
    GITHUB_WORKSPACE: servers.work,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_API_URL: servers.github.url
  })
  const result = await runModeInProcess(
    'sbom-export',
    { ...inputs, githubToken: servers.github.token },
    {
      emulator: servers.emulator,
      github: servers.github,
      event: { name: 'push', ref: tagPush.ref, sha: RELEASED, payload: {} }
    }
  )
  return { outcome: result.failure === undefined ? 'success' : 'failure', outputs: result.outputs }
}

const ran = (steps: StepWalk[], what: RegExp): boolean => {
  const found = steps.filter(s => what.test(s.step.uses ?? s.step.run ?? s.step.name ?? ''))
  expect(found).toHaveLength(1)
  return found[0]!.ran
}

describe('Release with attestation', () => {
  const recipe = recipeNamed(recipes, 'Release with attestation')

  it('checks the scanned commit with scan-commit: require', () => {
    const [step] = recipe.workflow.jobs.release!.steps.filter(s => s.id === 'sbom')
    expect(step!.with!['scan-commit']).toBe('require')
  })

  it('attests when the SBOM describes the tagged commit', async () => {
    scanOf(RELEASED)
    const steps = await walk(recipe)
    const sbom = steps.find(s => s.step.id === 'sbom')!
    expect(sbom.outcome).toBe('success')
    expect(sbom.outputs['sbom-commit']).toBe(RELEASED)
    expect(sbom.outputs.attestable).toBe('true')
    expect(ran(steps, /^actions\/attest@/)).toBe(true)
  })

  it('never attests an SBOM of another commit', async () => {
    scanOf(OTHER)
    const steps = await walk(recipe)
    const sbom = steps.find(s => s.step.id === 'sbom')!
    expect(sbom.outcome).toBe('failure')
    expect(sbom.outputs['sbom-commit']).toBe(OTHER)
    expect(ran(steps, /^actions\/attest@/)).toBe(false)
  })
})

describe('the draft recipes on a tag push', () => {
  it('Draft, SBOM, publish: attaches the SBOM to the draft, then publishes', async () => {
    scanOf(RELEASED)
    const steps = await walk(recipeNamed(recipes, 'Draft, SBOM, publish'))
    expect(steps.map(s => s.outcome)).toEqual(['success', 'success', 'success'])
    expect(servers.github.releaseAssets(REPOSITORY, TAG).map(a => a.name)).toEqual([
      'widgets-v1.2.0.cdx.json'
    ])
    expect(ran(steps, /gh release edit .*--draft=false/)).toBe(true)
  })

  it('Immutable release: a failing gate holds the draft back, with its SBOM', async () => {
    scanOf(RELEASED)
    servers.emulator.addFault({
      operation: 'downloadSbom',
      action: {
        type: 'malformed',
        contentType: 'application/json',
        body: cyclonedx(
          [npmComponent('lodash', '4.17.21')],
          [
            {
              id: 'CVE-2024-0001',
              ratings: [{ severity: 'high' }],
              analysis: { state: 'exploitable' },
              affects: [{ ref: 'pkg:npm/lodash@4.17.21' }]
            }
          ]
        )
      }
    })
    const steps = await walk(recipeNamed(recipes, 'Immutable release'))
    expect(steps.find(s => s.step.id === 'sbom')!.outcome).toBe('failure')
    expect(ran(steps, /gh release edit .*--draft=false/)).toBe(false)
    expect(servers.github.releaseAssets(REPOSITORY, TAG)).toHaveLength(1)
  })

  it('has no recipe on release: created, which GitHub never starts for a draft', () => {
    const onRelease = recipes.filter(r => JSON.stringify(r.workflow.on).includes('release'))
    expect(onRelease).toEqual([])
  })
})

/**
 * A stand-in for `gh` on PATH: `gh api …/releases --jq '… select(.tag_name == "X") …'` prints the
 * IDs of the releases (in $FAKE_RELEASES) with that tag; every call is logged to $FAKE_GH_LOG.
 */
const FAKE_GH = `#!/usr/bin/env node
const fs = require('node:fs')
const args = process.argv.slice(2)
fs.appendFileSync(process.env.FAKE_GH_LOG, JSON.stringify(args) + '\\n')
if (args[0] === 'api') {
  const jq = args[args.indexOf('--jq') + 1]
  const tag = /select\\(\\.tag_name == "([^"]*)"\\)/.exec(jq)[1]
  const releases = JSON.parse(fs.readFileSync(process.env.FAKE_RELEASES, 'utf8'))
  for (const r of releases) if (r.tag_name === tag) console.log(r.id)
}
`

describe('the draft step is safe to re-run', () => {
  it.each(['Draft, SBOM, publish', 'Immutable release'])(
    '%s: creates the draft once, and a re-run reuses it',
    name => {
      const step = recipeNamed(recipes, name).workflow.jobs.release!.steps[0]!
      expect(step.run).toContain('gh release create')
      const dir = mkdtempSync(path.join(tmpdir(), 'fake-gh-'))
      try {
        writeFileSync(path.join(dir, 'gh'), FAKE_GH)
        chmodSync(path.join(dir, 'gh'), 0o755)
        const releases = path.join(dir, 'releases.json')
        const log = path.join(dir, 'log')
        const runStep = (existing: unknown[]): string[][] => {
          writeFileSync(releases, JSON.stringify(existing))
          writeFileSync(log, '')
          // As the runner runs a `run:` step: bash -e with pipefail.
          execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
            env: {
              PATH: `${dir}${path.delimiter}${process.env.PATH ?? ''}`,
              GITHUB_REPOSITORY: REPOSITORY,
              GITHUB_REF_NAME: TAG,
              GH_TOKEN: 'github-token',
              FAKE_GH_LOG: log,
              FAKE_RELEASES: releases
            }
          })
          return readFileSync(log, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map(line => JSON.parse(line) as string[])
        }
        const creates = (calls: string[][]) => calls.filter(c => c[0] === 'release')
        // The first run: no release for the tag (another tag's does not count), so a draft.
        const first = runStep([{ id: 1, tag_name: 'v1.1.0', draft: false }])
        expect(first[0]!.slice(0, 2)).toEqual(['api', `repos/${REPOSITORY}/releases`])
        expect(first[0]).toContain('--paginate')
        expect(creates(first)).toEqual([
          ['release', 'create', TAG, '--draft', '--verify-tag', '--repo', REPOSITORY]
        ])
        // The re-run: the draft is there, and nothing is created.
        const again = runStep([
          { id: 1, tag_name: 'v1.1.0', draft: false },
          { id: 2, tag_name: TAG, draft: true }
        ])
        expect(creates(again)).toEqual([])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  )
})
