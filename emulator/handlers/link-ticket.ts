/** `POST /api/v1/deployments/{deploymentId}/tickets/link`: links findings to a ticket. */
import { hashString } from '../random.js'
import type { Handler, HandlerContext } from '../context.js'
import { jsonReply } from '../http.js'
import { HttpError, checkSameId, requireField } from '../validation.js'

interface LinkTicketBody {
  ticket_url?: string
  issue_ids?: string[]
  deploymentId?: string
}

const INT64_MAX = 2n ** 63n - 1n

/** The key of a ticket URL: its last non-empty path segment, e.g. 'PROJ-42'. */
export function externalSlug(ticketUrl: URL): string {
  const segments = ticketUrl.pathname.split('/').filter(segment => segment !== '')
  const last = segments.at(-1)
  if (last === undefined) return ticketUrl.host
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/** A stable int64 ticket ID per ticket URL, unique among the tickets seen. */
export function ticketIdFor(context: HandlerContext, ticketUrl: string): bigint {
  const known = context.ticketIds.get(ticketUrl)
  if (known !== undefined) return known
  const used = new Set(context.ticketIds.values())
  let candidate = 100000n + BigInt(hashString(ticketUrl) % 900000000)
  while (used.has(candidate)) candidate += 1n
  context.ticketIds.set(ticketUrl, candidate)
  return candidate
}

function parseTicketUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new HttpError(400, `invalid field "ticket_url": '${text}' is not a URL`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.host === '') {
    throw new HttpError(400, `invalid field "ticket_url": '${text}' is not an http(s) URL`)
  }
  return url
}

/** Finding IDs are int64 sent as digit strings; duplicates collapse, order kept. */
function canonicalIssueIds(issueIds: string[]): string[] {
  if (issueIds.length === 0) throw new HttpError(400, 'invalid field "issue_ids": empty list')
  const canonical: string[] = []
  issueIds.forEach((id, index) => {
    if (!/^[0-9]+$/.test(id) || BigInt(id) > INT64_MAX) {
      throw new HttpError(400, `invalid field "issue_ids[${index}]": '${id}' is not an int64 ID`)
    }
    const text = String(BigInt(id))
    if (!canonical.includes(text)) canonical.push(text)
  })
  return canonical
}

export const linkTicket: Handler = (request, context) => {
  const body = request.body as LinkTicketBody
  checkSameId(body.deploymentId, request.path.deploymentId as string, 'deploymentId', 'deployment')
  const ticketUrlText = requireField(body.ticket_url, 'ticket_url')
  const issueIds = canonicalIssueIds(requireField(body.issue_ids, 'issue_ids'))
  const ticketUrl = parseTicketUrl(ticketUrlText)
  const unknownIds = issueIds.filter(id => !context.findingIds.has(id))
  if (unknownIds.length > 0) {
    throw new HttpError(400, `unknown finding IDs: ${unknownIds.join(', ')}`)
  }
  if (!context.dataset.ticketingIntegration) {
    throw new HttpError(400, 'no ticketing integration is configured for this deployment')
  }
  const replaced: string[] = []
  for (const id of issueIds) {
    const previous = context.links.get(id)
    if (previous !== undefined && previous !== ticketUrlText) replaced.push(id)
    context.links.set(id, ticketUrlText)
  }
  return jsonReply(200, {
    external_slug: externalSlug(ticketUrl),
    linked_issue_ids: issueIds,
    replaced_issue_ids: replaced,
    ticket_id: ticketIdFor(context, ticketUrlText),
    ticket_url: ticketUrlText
  })
}
