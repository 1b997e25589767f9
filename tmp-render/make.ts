// Scratch: renders each summary from a realistic model to /tmp/render9/*.md (not committed).
import { writeFileSync } from 'node:fs'
import { computeTotals, type RepositoryEntry } from '../src/modes/dependency-inventory/model.js'
import { renderInventorySummary } from '../src/modes/dependency-inventory/summary.js'
import { renderPoliciesSummary } from '../src/modes/policies/summary.js'
import { renderSbomExportSummary } from '../src/modes/sbom-export/summary.js'
import { renderTicketLinkSummary } from '../src/modes/ticket-link/summary.js'
import { httpStatusError } from '../src/platform/errors.js'
import { StepSummary } from '../src/action/summary.js'

const out = (name: string, md: string) => writeFileSync(`/tmp/render9/${name}.md`, md)
const request = {
  repositoryId: 1002n,
  ref: 'refs/tags/v3.1.0',
  sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
  cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
  metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
  metadataSupplier: { name: 'Acme Corp', url: 'https://acme.example' },
  wait: true,
  waitTimeoutSeconds: 600,
  sbomFile: '/home/runner/work/_temp/sbom-1002.json',
  releaseAsset: 'auto' as const,
  githubToken: 'x',
  githubApiUrl: 'https://api.github.com'
}
out(
  'sbom-ok',
  renderSbomExportSummary({
    request,
    taskToken: 'a1b2c3d4-task',
    status: 'SBOM_EXPORT_STATUS_COMPLETED',
    polls: 3,
    sbomFile: request.sbomFile,
    bytes: 11_468,
    readBack: { componentCount: 1234, specVersion: '1.7' },
    release: {
      state: 'attached',
      tag: 'v3.1.0',
      asset: {
        name: 'web-app-v3.1.0.cdx.json',
        downloadUrl: 'https://github.com/acme/web-app/releases/download/v3.1.0/web-app-v3.1.0.cdx.json',
        releaseUrl: 'https://github.com/acme/web-app/releases/tag/v3.1.0',
        size: 11_468,
        replaced: true
      }
    },
    artifact: { id: 3001, name: 'sbom', size: 2400, url: 'https://github.com/acme/web-app/actions/runs/1/artifacts/3001' },
    warnings: []
  })
)
out(
  'sbom-warn',
  renderSbomExportSummary({
    request,
    taskToken: 'a1b2c3d4-task',
    status: 'SBOM_EXPORT_STATUS_COMPLETED',
    polls: 3,
    sbomFile: request.sbomFile,
    bytes: 11_468,
    readBack: { componentCount: 1234, specVersion: '1.7' },
    release: { state: 'not-attached', tag: 'v3.1.0', message: 'Give the job `permissions: contents: write` (or pass a github-token that may write releases) to attach the SBOM to the release: POST /repos/acme/web-app/releases/1/assets (upload) answered HTTP 403: Resource not accessible by integration.' },
    warnings: ['Give the job `permissions: contents: write` (or pass a github-token that may write releases) to attach the SBOM to the release: POST /repos/acme/web-app/releases/1/assets (upload) answered HTTP 403: Resource not accessible by integration.']
  })
)
out(
  'sbom-fail',
  renderSbomExportSummary(
    { request, taskToken: 'a1b2c3d4-task', status: 'SBOM_EXPORT_STATUS_FAILED', polls: 2, errorMessage: 'ref not found', warnings: [] },
    'Check the repository and ref on the platform, then run the step again: the SBOM export job a1b2c3d4-task failed there: ref not found.'
  )
)
const notFound = httpStatusError('List repositories with dependencies (POST /api/v1/deployments/1/dependencies/repositories)', 404, 'Not Found', '{"error":"not found"}', 1).message
const repos: RepositoryEntry[] = Array.from({ length: 20_000 }, (_, i) => ({
  id: BigInt(i + 1),
  name: `acme/service-${i}`,
  numDependencies: (i * 7919) % 5000,
  hasDependencyPathScan: i % 3 === 0,
  lockfiles: [
    { lockfilePath: 'package-lock.json', numDependencies: 40 },
    { lockfilePath: 'services/api/go.sum', numDependencies: 30 },
    ...(i % 2 ? [{ lockfilePath: 'web/yarn.lock', numDependencies: 20 }, { lockfilePath: 'tools/requirements.txt', numDependencies: 9 }] : [])
  ]
}))
out('inventory-big', renderInventorySummary({ deploymentId: '1', complete: true, repositories: repos, totals: computeTotals(repos) }, { inventoryFilePath: '/home/runner/work/_temp/dependency-inventory.json' }))
out('inventory-badtoken', renderInventorySummary({ deploymentId: '1', complete: false, repositories: [], totals: computeTotals([]) }, { inventoryFilePath: '/home/runner/work/_temp/dependency-inventory.json', failure: notFound }))
const some = repos.slice(0, 40)
out('inventory-partial', renderInventorySummary({ deploymentId: '1', complete: false, repositories: some, totals: computeTotals(some) }, { inventoryFilePath: '/x/inv.json', artifact: { id: 5, name: 'inventory', size: 4096, url: 'https://github.com/a/b/actions/runs/1/artifacts/5' }, failure: 'Run the step again later: the platform answered with a server error. List lockfiles of repository 41 (POST ...) failed with HTTP 500 after 4 attempts.' }))
out('policies', renderPoliciesSummary('1', [
  { id: '1', name: 'Default SAST', slug: 'default-sast', productType: 'PRODUCT_TYPE_SAST', isDefault: true },
  { id: '2', name: 'Strict', slug: 'strict', productType: 'PRODUCT_TYPE_SAST', isDefault: false },
  { id: '3', name: 'Secrets', slug: 'secrets', productType: 'PRODUCT_TYPE_SECRETS', isDefault: true }
] as never))
const plan = {
  links: [],
  tickets: [
    { key: 'PROJ-42', url: 'https://acme.atlassian.net/browse/PROJ-42', where: ['title'] },
    { key: 'SEC-7', url: 'https://acme.atlassian.net/browse/SEC-7', where: ['title'] }
  ],
  findings: [
    { id: '5010', where: ['body'] },
    { id: '5011', where: ['commit 3f9a2c1'] }
  ],
  ignored: [{ reference: 'CVE-2024-1234', where: 'body', reason: 'well-known non-ticket prefix CVE' }],
  ignoredOmitted: 0
}
out('ticket-ambiguous', renderTicketLinkSummary({ eventName: 'pull_request', pullRequest: { number: 42, url: 'https://github.com/acme/widgets/pull/42' }, commitsRead: 2, plan, results: [] },
  'Put findings 5010, 5011 on a line that names exactly one ticket (e.g. "PROJ-42: Findings: 5010, 5011"), or set ticket-url to link every finding to one ticket: the pull request references 2 tickets (PROJ-42 in title; SEC-7 in title), and these findings are on no line with one of them (5010 in body; 5011 in commit 3f9a2c1).'))
const link1 = { ticketKey: 'PROJ-7', ticketUrl: 'https://acme.atlassian.net/browse/PROJ-7', findingIds: ['7009'] }
const link2 = { ticketKey: 'PROJ-8', ticketUrl: 'https://acme.atlassian.net/browse/PROJ-8', findingIds: ['9999'] }
out('ticket-partial', renderTicketLinkSummary({
  eventName: 'pull_request', pullRequest: { number: 7 }, commitsSkipped: 'GitHub refused (HTTP 403)',
  plan: { links: [link1, link2], tickets: [{ key: 'PROJ-7', url: link1.ticketUrl, where: ['body'] }, { key: 'PROJ-8', url: link2.ticketUrl, where: ['body'] }], findings: [{ id: '7009', where: ['body'], ticketUrl: link1.ticketUrl }, { id: '9999', where: ['body'], ticketUrl: link2.ticketUrl }], ignored: [], ignoredOmitted: 0 },
  results: [{ link: link1, result: { ticket_id: 77n, ticket_url: link1.ticketUrl, external_slug: 'PROJ-7', linked_issue_ids: ['7009'], replaced_issue_ids: [] } }],
  attempted: 2, platformUrl: 'https://semgrep.dev', deploymentSlug: 'acme',
  warnings: ['Give the job `permissions: pull-requests: read` (and `contents: read`), or pass a github-token that may read pull requests. The commit messages of pull request #7 are not read: GET /repos/acme/widgets/pulls/7/commits answered HTTP 403: Resource not accessible by integration. The title, branch and description still count.']
}, 'Check the inputs this request was built from: the platform rejected the request. Link ticket (POST /api/v1/deployments/1/tickets/link) failed with HTTP 400 Bad Request. Response: {"error":"unknown finding IDs: 9999"}'))
const s = new StepSummary()
s.setMode('sbom-export')
out('not-started', s.render("Input 'token' is empty. Pass a platform API token with the Web API permission from a secret, e.g. `token: ${{ secrets.SEMGREP_APP_TOKEN }}`."))
