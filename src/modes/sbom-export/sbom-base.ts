/**
 * Which earlier release the new SBOM is compared with (`compare-with`), and which of its assets is
 * the SBOM. Pure: it reads the releases list that GitHub gave.
 */
import type { ListedRelease, ListedReleaseAsset } from '../../github/release-list.js'
import type { CompareWith } from './inputs.js'

/** The base release and its SBOM asset. */
export interface SbomBase {
  release: ListedRelease
  asset: ListedReleaseAsset
}

export type BaseChoice =
  | { kind: 'base'; base: SbomBase }
  /** `previous`: no earlier published release with an SBOM (a first release). */
  | { kind: 'none-earlier' }
  /** An explicit tag that has no release in the list. */
  | { kind: 'no-release'; tag: string }
  /** An explicit tag whose release has no SBOM asset. */
  | { kind: 'no-asset'; release: ListedRelease }

/** The name GitHub stores an asset under: characters it does not keep become `.`. */
function storedName(name: string): string {
  return name.replace(/[^A-Za-z0-9._+-]+/g, '.')
}

/**
 * The release's SBOM: the asset named as this action names it for that release's tag, else its
 * only asset whose name ends in `.cdx.json`.
 */
export function sbomAssetOf(
  release: ListedRelease,
  assetNameFor: (tag: string) => string
): ListedReleaseAsset | undefined {
  const wanted = assetNameFor(release.tag_name)
  const stored = storedName(wanted)
  const named = release.assets.find(a => a.name === wanted || a.name === stored)
  if (named) return named
  const sboms = release.assets.filter(a => a.name.toLowerCase().endsWith('.cdx.json'))
  return sboms.length === 1 ? sboms[0] : undefined
}

/**
 * `previous`: the newest release (by `created_at`) that is published, not a prerelease, not the
 * release of `tag`, older than that release when it is listed, and has an SBOM. A tag: that tag's
 * release, drafts and prereleases allowed. `none` is never passed here.
 */
export function chooseBase(
  releases: readonly ListedRelease[],
  tag: string,
  compareWith: Exclude<CompareWith, { kind: 'none' }>,
  assetNameFor: (tag: string) => string
): BaseChoice {
  if (compareWith.kind === 'tag') {
    const release = releases.find(r => r.tag_name === compareWith.tag)
    if (!release) return { kind: 'no-release', tag: compareWith.tag }
    const asset = sbomAssetOf(release, assetNameFor)
    return asset ? { kind: 'base', base: { release, asset } } : { kind: 'no-asset', release }
  }
  const own = releases.find(r => r.tag_name === tag)
  const ownTime = own ? time(own.created_at) : Number.NaN
  const before = Number.isFinite(ownTime) ? ownTime : Number.POSITIVE_INFINITY
  let best: SbomBase | undefined
  let bestTime = Number.NEGATIVE_INFINITY
  for (const release of releases) {
    if (release.draft || release.prerelease || release.tag_name === tag) continue
    const created = time(release.created_at)
    // Strictly newer only: of two equally old releases, the one listed first (newer) stays.
    if (!(created < before) || (best && !(created > bestTime))) continue
    const asset = sbomAssetOf(release, assetNameFor)
    if (!asset) continue
    best = { release, asset }
    bestTime = created
  }
  return best ? { kind: 'base', base: best } : { kind: 'none-earlier' }
}

/** Milliseconds of an ISO time; an unreadable time sorts as the oldest. */
function time(iso: string): number {
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms
}
