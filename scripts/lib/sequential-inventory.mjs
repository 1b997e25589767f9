/* global fetch */
/**
 * The benchmark's baseline: the dependency inventory as a plain script would take it, page by page
 * and one request at a time: all repository pages, then each repository's lockfile pages. Reads
 * API_URL, TOKEN, DEPLOYMENT_ID and PAGE_SIZE from the environment; prints one JSON line with what
 * it collected.
 */
const { API_URL, TOKEN, DEPLOYMENT_ID } = process.env
const pageSize = Number(process.env.PAGE_SIZE ?? 100)
const base = `${API_URL}/api/v1/deployments/${DEPLOYMENT_ID}/dependencies/repositories`
let requests = 0

async function post(url, body) {
  requests++
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

const repositories = []
let cursor
for (;;) {
  const page = await post(base, {
    deploymentId: DEPLOYMENT_ID,
    pageSize,
    ...(cursor === undefined ? {} : { cursor })
  })
  repositories.push(...page.repositorySummaries)
  if (!page.hasMore) break
  cursor = page.cursor
}

let lockfiles = 0
for (const repository of repositories) {
  let lockfileCursor
  repository.lockfiles = []
  for (;;) {
    const page = await post(`${base}/${repository.id}/lockfiles`, {
      deploymentId: DEPLOYMENT_ID,
      repositoryId: String(repository.id),
      pageSize,
      ...(lockfileCursor === undefined ? {} : { cursor: lockfileCursor })
    })
    repository.lockfiles.push(...page.lockfileSummaries)
    lockfiles += page.lockfileSummaries.length
    if (!page.hasMore) break
    lockfileCursor = page.cursor
  }
}

const dependencies = repositories.reduce((sum, repository) => sum + repository.numDependencies, 0)
console.log(
  JSON.stringify({ repositories: repositories.length, lockfiles, dependencies, requests })
)
