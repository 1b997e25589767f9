/**
 * `npm run demo`: starts the platform emulator, a fake GitHub API (releases, pull request commits)
 * and a fake artifact service on loopback, and runs the bundled action (dist/index.js) against them
 * the way a GitHub runner would: each mode once, an SBOM attached to a release and compared with the
 * previous release's, a second inventory a week later compared with the first one's artifact, a
 * dependency search through the search traps (on a server that matches versions loosely), and
 * code scanning alerts of the default branch's open findings (the uploaded SARIF checked against
 * the SARIF 2.1.0 schema), and one failure, printing each step's log (as the runner shows it), outputs and job summary. Nothing
 * leaves this machine. `npm run demo -- --summaries <folder>` also writes each job summary there as
 * Markdown (`npm run render-summary` turns them into pages as GitHub shows them).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { parseArgs } from 'node:util'
import {
  buildSbomDocument,
  defaultScanCommit,
  fakeSha,
  SEARCH_TRAP_LINES,
  searchTrapOptions,
  startArtifactService,
  startEmulator,
  startFakeGitHub,
  type Emulator
} from '../emulator/index.js'
import { runAction, type RunOptions } from './lib/action-runner.js'
import { sarifProblems } from './lib/sarif-schema.js'
import { pullRequestEvent } from './lib/pull-request-event.js'
import { logForTerminal } from './lib/terminal-log.js'
import { summaryForTerminal } from './lib/terminal-markdown.js'

interface Scenario {
  title: string
  workflow: string
  options: Omit<RunOptions, 'inputs'> & { inputs: Record<string, string> }
  /** The scenario shows a failure: exit code 1 is what it expects. */
  fails?: boolean
  /** Runs before the step (e.g. the organization changes between two scheduled runs). */
  before?: () => void
  /** Runs after the step, before its files are removed. */
  after?: () => void
}

const bold = (s: string): string => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s)
const dim = (s: string): string => (process.stdout.isTTY ? `\x1b[2m${s}\x1b[0m` : s)

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { summaries: { type: 'string' } }, strict: true })
  const summaries = values.summaries
  if (summaries !== undefined) await mkdir(summaries, { recursive: true })
  const emulator = await startEmulator({
    latencyMs: 5,
    exportPollsUntilDone: 1,
    // The workflow's repository (acme/widgets) is a project whose name differs in case.
    dataset: {
      repositories: 12,
      policies: 5,
      repositoryNames: ['Acme/Widgets'],
      projectsWithoutDependencies: 3,
      // Pull request #57's own findings: code and supply chain, one AI-found, one fixed, one
      // linked to another ticket already; and findings of another pull request.
      findingBatches: [
        {
          count: 6,
          ref: 'refs/pull/57/merge',
          repository: 'acme/widgets',
          types: ['sca', 'sast', 'sast', 'sca', 'ai_sast', 'sast'],
          statuses: ['open', 'open', 'open', 'open', 'open', 'fixed'],
          severities: ['high', 'critical', 'medium', 'high', 'high', 'low'],
          linked: [{ ticketUrl: 'https://acme.atlassian.net/browse/OPS-3', count: 1 }]
        },
        { count: 4, ref: 'refs/pull/58/merge', repository: 'acme/widgets' },
        // The default branch's findings, of every status: those still to fix become alerts.
        {
          count: 30,
          ref: 'refs/heads/main',
          repository: 'acme/widgets',
          types: ['sast', 'sca', 'sast', 'ai_sast'],
          statuses: ['open', 'open', 'reviewing', 'ignored', 'fixing', 'fixed', 'open'],
          severities: ['critical', 'high', 'high', 'medium', 'low', 'medium']
        }
      ]
    }
  })
  // A deployment that has moved to Unified Policies: list policies answers 410 Gone.
  const migrated = await startEmulator({ latencyMs: 5, unifiedPolicies: true })
  // The search traps, on a server that matches versions loosely: the action's own check rejects.
  const traps = await startEmulator({
    ...searchTrapOptions(Date.now()),
    latencyMs: 5,
    looseVersions: true
  })
  // No deployment-id and no repository-id: the action looks both up, as a new user's workflow does.
  const common = { token: emulator.token, 'api-url': emulator.url }
  // Stands in for GitHub's API, which ticket-link asks for the pull request's commit messages.
  const github = await startFakeGitHub()
  // Findings of the pull requests' base repository: a named finding is looked up there first.
  const findings = emulator.dataset.findings
    .filter(f => f.ref === 'refs/pull/58/merge')
    .map(f => String(f.id))
  github.setCommits('acme/widgets', 42, [
    {
      sha: fakeSha('demo-1'),
      message: `PROJ-42: use a prepared statement in search\n\nFinding: ${findings[2]}`
    },
    { sha: fakeSha('demo-2'), message: 'Add a regression test' }
  ])
  github.setCommits('acme/widgets', 57, [
    { sha: fakeSha('demo-57'), message: 'Check the cart total on the server' }
  ])
  // The previous release with its SBOM, and the release the new SBOM goes on (its notes get the
  // changes since the previous one); the runner's artifact service for artifact-name.
  github.addRelease({
    repository: 'acme/widgets',
    tag: 'v1.1.0',
    name: 'Widgets 1.1.0',
    createdAt: '2025-05-02T09:00:00Z',
    assets: [{ name: 'widgets-v1.1.0.cdx.json', data: previousSbom(emulator) }]
  })
  github.addRelease({
    repository: 'acme/widgets',
    tag: 'v1.2.0',
    name: 'Widgets 1.2.0',
    body: '## Highlights\n\n- Search is faster.\n- Exports keep their filters.'
  })
  // A tag pushed before the release existed: the workflow makes the draft, this step gates it.
  github.addRelease({
    repository: 'acme/widgets',
    tag: 'v1.3.0',
    name: 'Widgets 1.3.0',
    draft: true
  })
  const widgets = widgetsSbom(emulator)
  // The vulnerability the team has reviewed and accepts in v1.2.0 (its reason goes to the summary).
  const accepted = widgets.vulnerabilities.find(v => v.ratings[0]?.severity === 'high')!.id
  const artifacts = await startArtifactService({ repository: 'acme/widgets', runId: '7001' })
  // The next week's scheduled run: another run of the same workflow, with its own artifact store.
  const nextWeek = await startArtifactService({
    repository: 'acme/widgets',
    runId: '7002',
    firstArtifactId: 3_000_000_101
  })
  const inventoryInputs = {
    ...common,
    mode: 'dependency-inventory',
    'dependency-filter': 'ecosystem: [npm, pypi, gomod, cargo]\ntransitivity: [DIRECT, TRANSITIVE]',
    'page-size': '5',
    concurrency: '4',
    'artifact-name': 'dependency-inventory'
  }
  console.log(bold('Platform emulator'))
  console.log(
    `  API ${emulator.url} · deployment ${emulator.dataset.deploymentId} · token masked\n`
  )

  const scenarios: Scenario[] = [
    {
      title:
        'SBOM export on a release tag: attached to the release with its VEX, kept as an ' +
        'artifact, compared with the previous release, and a gate that passes (its scan is of ' +
        'another commit)',
      workflow: 'on: push: tags: [v*]; permissions: contents: write',
      // The platform's SBOM, plus a vulnerability fixed in this release (resolved): the VEX then
      // states all four statuses (affected, under investigation, fixed, not affected).
      before: () => {
        emulator.addFault({
          operation: 'downloadSbom',
          action: {
            type: 'malformed',
            body: JSON.stringify(withResolvedVulnerability(widgets.document)),
            contentType: 'application/json'
          }
        })
      },
      options: {
        inputs: {
          ...common,
          mode: 'sbom-export',
          wait: 'true',
          'artifact-name': 'sbom',
          'release-notes': 'append',
          // The critical one is analysed not_affected (not counted); the high one is accepted.
          'fail-on-severity': 'high',
          'allow-vulnerabilities': `${accepted} # only reachable through the admin CLI, not shipped`,
          vex: 'openvex'
        },
        github: { ref: 'refs/tags/v1.2.0', token: github.token },
        eventName: 'push',
        // The tag is on a commit the platform has no full scan of: a scan-commit warning.
        env: { ...artifacts.env(), GITHUB_API_URL: github.url, GITHUB_SHA: fakeSha('v1.2.0') }
      }
    },
    {
      title:
        'The gate failing on a draft release (an exploitable high vulnerability), with an SBOM ' +
        'that cannot be attested (no serialNumber)',
      workflow: 'on: push: tags: [v*]; gh release create --draft, this step, gh release edit',
      before: () => {
        const withoutSerial = { ...widgets.document }
        delete withoutSerial.serialNumber
        emulator.addFault({
          operation: 'downloadSbom',
          action: {
            type: 'malformed',
            body: JSON.stringify(withoutSerial),
            contentType: 'application/json'
          }
        })
      },
      options: {
        inputs: {
          ...common,
          mode: 'sbom-export',
          wait: 'true',
          'compare-with': 'none',
          'fail-on-severity': 'high'
        },
        github: { ref: 'refs/tags/v1.3.0', token: github.token },
        eventName: 'push',
        // The tagged commit is the one the latest full scan is of.
        env: { GITHUB_API_URL: github.url, GITHUB_SHA: defaultScanCommit(widgets.repositoryId) }
      },
      fails: true
    },
    {
      title: 'Ticket links for a pull request (title, branch, description, commits)',
      workflow: 'on: pull_request',
      options: {
        inputs: {
          ...common,
          mode: 'ticket-link',
          'ticket-base-url': 'https://acme.atlassian.net/browse/'
        },
        github: { token: github.token, ref: 'refs/pull/42/merge' },
        eventName: 'pull_request',
        env: { GITHUB_API_URL: github.url },
        event: pullRequestEvent({
          number: 42,
          title: 'PROJ-42: fix SQL injection in search',
          headRef: 'feature/PROJ-42-sqli',
          body: [
            'Uses a prepared statement for the search query.',
            '',
            `Findings: ${findings[0]}, #${findings[1]}`,
            '',
            'Also bumps the driver past CVE-2024-1234 (see RFC-9110).'
          ].join('\n')
        })
      }
    },
    {
      title:
        "Ticket links with nothing but a key in the title: the platform's findings of the pull request",
      workflow: 'on: pull_request',
      options: {
        inputs: {
          ...common,
          mode: 'ticket-link',
          'ticket-base-url': 'https://acme.atlassian.net/browse/'
        },
        github: { token: github.token, ref: 'refs/pull/57/merge' },
        eventName: 'pull_request',
        env: { GITHUB_API_URL: github.url },
        event: pullRequestEvent({
          number: 57,
          title: 'PROJ-57: harden checkout',
          headRef: 'harden-checkout',
          body: 'Validates the cart total on the server and upgrades lodash.'
        })
      }
    },
    {
      title:
        "Code scanning alerts of the default branch's findings still to fix, at the commit of " +
        'its latest full scan',
      workflow: 'on: push: branches: [main]; permissions: security-events: write',
      options: {
        inputs: { ...common, mode: 'code-scanning' },
        github: { ref: 'refs/heads/main', token: github.token },
        eventName: 'push',
        env: { GITHUB_API_URL: github.url, GITHUB_SHA: fakeSha('main-head') }
      },
      after: () => {
        const upload = github.sarifUploads.at(-1)
        if (upload === undefined) throw new Error('code-scanning uploaded no SARIF')
        const problems = sarifProblems(upload.sarif)
        if (problems.length > 0) {
          throw new Error(`the uploaded SARIF is not valid SARIF 2.1.0: ${problems.join('; ')}`)
        }
        console.log(
          `The uploaded SARIF (upload ${upload.id}, commit ${upload.commitSha.slice(0, 7)}, ` +
            `${upload.ref}) is valid SARIF 2.1.0.\n`
        )
      }
    },
    {
      title: 'Dependency inventory (on a schedule), kept as an artifact',
      workflow: "on: schedule: [cron: '17 4 * * 1']",
      options: {
        inputs: inventoryInputs,
        eventName: 'schedule',
        env: artifacts.env()
      },
      after: () => {
        // GitHub now lists that run as a successful run of the workflow, with its artifact.
        const stored = artifacts.artifacts().find(a => a.name === 'dependency-inventory')!
        github.workflowRuns.addRun({
          id: 7001,
          repository: 'acme/widgets',
          artifacts: [
            { name: stored.name, id: stored.id, zip: stored.bytes, digest: stored.digest! }
          ]
        })
        github.workflowRuns.addRun({ id: 7002, repository: 'acme/widgets', conclusion: null })
      }
    },
    {
      title:
        'The same a week later: changes since the previous run, and projects without dependency data',
      workflow: "on: schedule: [cron: '17 4 * * 1']; permissions: actions: read",
      before: () => {
        // A week of changes: a repository archived away, one renamed, one new with a lockfile.
        emulator.changeDataset(dataset => {
          dataset.repositories.splice(4, 1)
          dataset.repositories[1]!.name = 'acme/widgets-legacy'
          dataset.repositories.push({
            id: 5_001n,
            name: 'acme/checkout-v2',
            numDependencies: 42,
            hasDependencyPathScan: true,
            lockfiles: [
              { lockfilePath: 'package-lock.json', numDependencies: 42, ecosystem: 'npm' }
            ]
          })
        })
      },
      options: {
        inputs: {
          ...inventoryInputs,
          'previous-inventory': 'artifact',
          'list-uncovered': 'true'
        },
        github: { token: github.token },
        eventName: 'schedule',
        env: { ...nextWeek.env(), GITHUB_API_URL: github.url }
      }
    },
    {
      title:
        'Dependency search in an incident: which repositories use these packages (the search ' +
        'traps, on a server that matches versions loosely)',
      workflow: 'on: workflow_dispatch (packages as an input)',
      options: {
        inputs: {
          token: traps.token,
          'api-url': traps.url,
          mode: 'dependency-search',
          packages: SEARCH_TRAP_LINES.join('\n'),
          'scanned-since': '7d'
        }
      }
    },
    {
      title: 'A token without the Web API permission (the failure case)',
      workflow: "on: schedule: [cron: '17 4 * * 1']",
      options: {
        inputs: { ...common, token: 'token-without-web-api', mode: 'dependency-inventory' },
        eventName: 'schedule'
      },
      fails: true
    },
    {
      title: 'Policies (deprecated operation)',
      workflow: 'on: workflow_dispatch',
      options: { inputs: { ...common, mode: 'policies' } }
    },
    {
      title: 'Policies of a deployment moved to Unified Policies (410 Gone, read through v2)',
      workflow: 'on: workflow_dispatch',
      options: {
        inputs: { token: migrated.token, 'api-url': migrated.url, mode: 'policies' }
      }
    }
  ]

  let failures = 0
  for (const [index, scenario] of scenarios.entries()) {
    console.log(bold(`━━ ${scenario.title} ━━`) + dim(`  (${scenario.workflow})`))
    scenario.before?.()
    const result = await runAction(scenario.options)
    try {
      console.log(dim('log:'))
      for (const line of logForTerminal(result.stdout + result.stderr))
        console.log(dim(`  ${line}`))
      console.log(`exit code: ${result.exitCode} (${result.durationMs} ms)`)
      console.log('outputs:')
      for (const [name, value] of Object.entries(result.outputs)) {
        const shown = value.length > 160 ? `${value.slice(0, 160)}… (${value.length} chars)` : value
        console.log(`  ${name} = ${shown}`)
      }
      console.log('job summary:')
      console.log(
        summaryForTerminal(result.summary)
          .split('\n')
          .map(line => `  │ ${line}`)
          .join('\n')
      )
      console.log()
      if (summaries !== undefined) {
        const name = `${index + 1}-${String(scenario.options.inputs.mode)}${scenario.fails ? '-failed' : ''}.md`
        await writeFile(path.join(summaries, name), result.summary)
      }
      if (result.exitCode !== (scenario.fails ? 1 : 0)) failures++
      scenario.after?.()
    } finally {
      await result.cleanup()
    }
  }
  const requests = [...emulator.requests, ...migrated.requests, ...traps.requests]
  const nonConforming = requests.filter(r => r.nonConformity !== undefined)
  console.log(
    `The emulator answered ${requests.length} requests; ` +
      `${nonConforming.length} did not conform to the published OpenAPI file.`
  )
  for (const r of nonConforming) console.error(`  ${r.method} ${r.path}: ${r.nonConformity}`)
  if (nonConforming.length) failures++
  console.log(bold('Release notes of v1.2.0 after the SBOM export'))
  for (const line of (github.releaseBody('acme/widgets', 'v1.2.0') ?? '').split('\n')) {
    console.log(dim(`  │ ${line}`))
  }
  console.log()
  await Promise.all([
    emulator.close(),
    migrated.close(),
    traps.close(),
    github.close(),
    artifacts.close(),
    nextWeek.close()
  ])
  if (failures) {
    console.error(`${failures} scenario(s) failed.`)
    process.exit(1)
  }
}

interface DemoSbom {
  components: Record<string, unknown>[]
  vulnerabilities: {
    id: string
    ratings: { severity: string; [field: string]: unknown }[]
    [field: string]: unknown
  }[]
  serialNumber?: string
}

/** The SBOM the emulator exports for acme/widgets, and that repository's ID. */
function widgetsSbom(
  emulator: Emulator,
  taskToken = 'demo'
): { document: DemoSbom; vulnerabilities: DemoSbom['vulnerabilities']; repositoryId: bigint } {
  const repository = emulator.dataset.repositories.find(
    r => r.name.toLowerCase() === 'acme/widgets'
  )
  if (!repository) throw new Error('the demo dataset has no acme/widgets')
  const document = buildSbomDocument({
    repository,
    seed: emulator.dataset.seed,
    specVersion: '1.7',
    componentType: 'application',
    taskToken,
    timestamp: '2025-05-02T09:00:00Z'
  }) as unknown as DemoSbom
  return { document, vulnerabilities: document.vulnerabilities, repositoryId: repository.id }
}

/** The document with one more vulnerability, analysed `resolved`, on its last component. */
function withResolvedVulnerability(document: DemoSbom): DemoSbom {
  const last = document.components[document.components.length - 1]!
  const resolved = {
    id: 'CVE-2025-31125',
    ratings: [{ severity: 'high', method: 'CVSSv31' }],
    analysis: { state: 'resolved', detail: 'Patched in this release.' },
    affects: [{ ref: String(last['bom-ref']) }]
  }
  return { ...document, vulnerabilities: [...document.vulnerabilities, resolved] }
}

/**
 * The SBOM of the release before: the one the emulator exports for acme/widgets, as it was a release
 * earlier (two packages not yet there, three at older versions, one since removed, and a
 * vulnerability of that removed package, now resolved).
 */
function previousSbom(emulator: Emulator): string {
  const { document } = widgetsSbom(emulator, 'previous-release')
  const components = document.components.slice(0, -2)
  for (const component of components.slice(0, 3)) {
    const version = String(component.version)
    const older = version.replace(/^(\d+)\.(\d+)/, (_, major: string, minor: string) =>
      minor === '0' ? `${Math.max(0, Number(major) - 1)}.9` : `${major}.${Number(minor) - 1}`
    )
    component.purl = String(component.purl).replace(`@${version}`, `@${older}`)
    component.version = older
  }
  const removed = {
    type: 'library',
    'bom-ref': 'pkg:npm/request@2.88.2',
    name: 'request',
    version: '2.88.2',
    purl: 'pkg:npm/request@2.88.2'
  }
  document.components = [...components, removed]
  document.vulnerabilities = [
    {
      id: 'CVE-2023-28155',
      ratings: [{ severity: 'medium', method: 'CVSSv31', score: 6.1 }],
      analysis: { state: 'exploitable' },
      affects: [{ ref: 'pkg:npm/request@2.88.2' }]
    }
  ]
  return JSON.stringify(document)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
