/** Public types of the platform emulator. */
import type { IncomingHttpHeaders } from 'node:http'
import type { Dataset, DatasetOptions } from './dataset.js'

/**
 * The operation a request was routed to; `unknown` for anything that matches no route, and for the
 * published operations the emulator does not play (they answer 501).
 */
export type OperationName =
  | 'linkTicket'
  | 'listFindings'
  | 'listRepositories'
  | 'listLockfiles'
  | 'listDependencies'
  | 'createSbomExport'
  | 'getSbomExportStatus'
  | 'listPolicies'
  | 'getDetectionPolicy'
  | 'getRemediationPolicies'
  | 'listDeployments'
  | 'getProject'
  | 'listProjects'
  | 'searchScans'
  | 'downloadSbom'
  | 'unknown'

/** One request as the emulator saw it (API and storage server alike). */
export interface RecordedRequest {
  server: 'api' | 'storage'
  operation: OperationName
  method: string
  /** Path including the query string, exactly as sent. */
  path: string
  headers: IncomingHttpHeaders
  rawBody: string
  /** Status answered; 0 while unanswered and for dropped or hung requests. */
  status: number
  /** Arrival time, milliseconds since the epoch. */
  startedAt: number
  /** Time from arrival until the answer was sent or the socket ended. */
  durationMs: number
  /**
   * Why an API request does not conform to the published OpenAPI file (it was answered 400 or 415
   * unless a fault answered first); absent when it conforms, and on the storage server.
   */
  nonConformity?: string
  /** The client closed the connection before the answer was complete (e.g. a trickled body). */
  cutOff?: boolean
}

/** A deployment as `GET /api/v1/deployments` lists it; `id` is digits (may exceed 2^53). */
export interface EmulatorDeployment {
  id: string
  name: string
  slug: string
}

/** A scan as SearchScans lists it (the fields it filters and the action reads). */
export interface EmulatorScan {
  /** The repository's ID, digits. */
  repositoryId: string
  commit: string
  /** ISO time; the scans are listed in the order given, not by this. */
  completedAt: string
  startedAt?: string
  branch?: string
  /** Default true. */
  isFullScan?: boolean
  /** Default `SCAN_STATUS_COMPLETED`; null: the answer leaves `status` out (proto3's zero value). */
  status?: string | null
  /**
   * A scan under way: the first so many SearchScans requests that name its `branch` list it as
   * `SCAN_STATUS_RUNNING` without `completed_at`, and ListFindings leaves out the findings of its
   * repository and branch until then (a scan's findings appear when it uploads them, at its end).
   */
  pollsRunning?: number
  /** `enabled_products`; default `['sca', 'sast']`. */
  products?: string[]
}

/** What a matching fault rule does instead of the normal answer. */
export type FaultAction =
  /** Answer this status (e.g. 429 with Retry-After '2' or an HTTP date); body defaults to an error JSON. */
  | { type: 'status'; status: number; retryAfter?: string; body?: string }
  /** Destroy the socket without answering (the client sees ECONNRESET / socket hang up). */
  | { type: 'drop' }
  /** Do not answer: for `ms` milliseconds and then drop, or (default) until `close()`. */
  | { type: 'hang'; ms?: number }
  /**
   * Answer 200 at once, then the body a blank every `everyMs` (default 500) for `ms`, then `{}`: a
   * slow platform that never stalls long enough for an idle timeout.
   */
  | { type: 'trickle'; ms: number; everyMs?: number }
  /** Answer a redirect to `location` (default status 307). */
  | { type: 'redirect'; location: string; status?: 301 | 302 | 303 | 307 | 308 }
  /** Answer 200 with a body that is not the expected JSON (default: truncated JSON). */
  | { type: 'malformed'; body?: string; contentType?: string; encoding?: 'gzip' }
  /**
   * Answer 200 with `body` followed by spaces up to `size` bytes, made as it is sent (never held
   * whole; gzip-encoded when asked, with no Content-Length): a large or decompression-bomb body.
   */
  | { type: 'padded'; body: string; size: number; encoding?: 'gzip'; contentType?: string }
  /** List operations: a normal page with hasMore true whose cursor repeats the one sent. */
  | { type: 'repeatCursor' }
  /** List operations: a normal page with hasMore true and no cursor field. */
  | { type: 'dropCursor' }
  /**
   * Page-numbered lists (list findings): every page is full, so the list never ends; `repeat`:
   * page 0's items on every page (a server that ignores `page`), else items made up beyond the data.
   */
  | { type: 'endlessPages'; repeat?: boolean }

/** A fault to inject: matches by operation, skips the first `after` matches, fires `times` times. */
export interface FaultRule {
  /** Operation to match; absent matches every request on both servers. */
  operation?: OperationName
  /** Matching requests to let through before firing; default 0. */
  after?: number
  /** How many times to fire; default 1, `Infinity` allowed. */
  times?: number
  action: FaultAction
}

/** Options of `startEmulator`. */
export interface EmulatorOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** API server port; default 0 (any free port). */
  port?: number
  /** Bearer token the API accepts; default a random `emu_` + 32 hex digits. */
  token?: string
  dataset?: DatasetOptions
  /** Delay before every API answer, in milliseconds (timer based, other requests go on). */
  latencyMs?: number
  /**
   * Answers of `operation` wait until `count` API requests are in flight at once (at most 10 s): a
   * client's concurrency is then measured without depending on the machine's speed.
   */
  holdUntilInFlight?: { operation: OperationName; count: number }
  /** Status polls answered IN_PROGRESS before an export job finishes; default 2. */
  exportPollsUntilDone?: number
  /** Export jobs for these repository IDs end FAILED with an errorMessage. */
  failingExportRepositoryIds?: string[]
  /**
   * The deployment moved to Unified Policies: list policies answers `410 Gone` with
   * `{"error": "...", "code": "DEPLOYMENT_MIGRATED"}` (or 404, see `unifiedPoliciesStatus`), and
   * the two Unified Policies reads (v2) answer; without it they answer 404.
   */
  unifiedPolicies?: boolean
  /** Status of list policies once `unifiedPolicies` is set: 410 (default, as the platform) or 404. */
  unifiedPoliciesStatus?: 404 | 410
  /**
   * The deployments the token reaches, as `GET /api/v1/deployments` lists them (0, 1 or several).
   * Default: one, `{id: <dataset deploymentId>, name: 'Acme Corp', slug: 'acme-corp'}`. Only the
   * entry whose id is the dataset's serves data; the other entries have no projects.
   */
  deployments?: EmulatorDeployment[]
  faults?: FaultRule[]
  /**
   * The scans SearchScans lists, in this order (the handler filters them as asked). Unset: each
   * repository has one completed full scan with dependencies, of `defaultScanCommit(id)`.
   */
  scans?: EmulatorScan[]
  /**
   * A server that matches versions loosely: ListDependencies ignores `exactVersion` and the bounds
   * (names still match as asked), so a client must check what it gets.
   */
  looseVersions?: boolean
  /**
   * A server that ignores SearchScans' filters: every scan of `scans` is listed for any repository,
   * whatever its repository, kind, status or time, so a client must check what it gets.
   */
  looseScans?: boolean
  /**
   * A hostile platform: ListDependencies answers every request with `rows` matching rows of the
   * package asked about (in the dataset's first repository), each with a `definedAt.path` of
   * `pathChars` characters, `hasMore: true` and a fresh cursor, for ever; or, with `total`, until
   * that many rows of each listing have been answered.
   */
  endlessDependencies?: { rows: number; pathChars: number; total?: number }
  /**
   * A server that ignores ListFindings' `repos` filter: it lists every repository's findings, so a
   * client must check each finding's `repository` itself.
   */
  ignoreRepos?: boolean
  /**
   * Origin that pre-signed download URLs name instead of the storage server's loopback origin, for
   * a storage host reached through a proxy and a TLS front (`https://storage.example`).
   */
  storagePublicUrl?: string
}

/** A running emulator: an API server and a storage server for pre-signed downloads. */
/** What the API server counted: requests, those in flight, and the TCP connections it accepted. */
export interface EmulatorStats {
  requests: number
  peakInFlight: number
  inFlight: number
  connections: number
}

export interface Emulator {
  /** API origin, e.g. `http://127.0.0.1:PORT` (no trailing slash). */
  url: string
  /** Origin of the storage server that serves pre-signed SBOM downloads (differs from `url`). */
  storageUrl: string
  /** Where the storage server listens (`storageUrl` unless `storagePublicUrl` was given). */
  loopbackStorageUrl: string
  /** The bearer token the API accepts. */
  token: string
  /** The generated data the API serves. */
  dataset: Dataset
  /** The deployments `GET /api/v1/deployments` lists. */
  deployments: readonly EmulatorDeployment[]
  /** Slug of the dataset's deployment (for the projects paths); undefined when none is listed. */
  deploymentSlug: string | undefined
  /** Requests to both servers, in arrival order (the same array for the emulator's life). */
  requests: RecordedRequest[]
  addFault(rule: FaultRule): void
  clearFaults(): void
  /** Empties `requests` and restarts the API counters of `stats()`. */
  resetRequests(): void
  /** API server counters since start (or the last `resetRequests()`). */
  stats(): EmulatorStats
  /**
   * Changes the data between runs (repositories added, removed, renamed; lockfiles changed), as an
   * organization changes from one scheduled inventory to the next. Lists must stay ordered by id.
   */
  changeDataset(change: (dataset: Dataset) => void): void
  /** Replaces the scans SearchScans lists (see `EmulatorOptions.scans`; undefined: the default). */
  setScans(scans: EmulatorScan[] | undefined): void
  /** Ticket links recorded so far: finding ID → ticket URL. */
  ticketLinks(): Record<string, string>
  /** Stops both servers, ending hung requests and keep-alive sockets. */
  close(): Promise<void>
}
