/** CycloneDX documents for tests of the SBOM comparison, and sbom-export's inputs. */
import * as path from 'node:path'
import type { SbomExportInputs } from '../../src/modes/sbom-export/inputs.js'

/** An npm package as a CycloneDX component whose bom-ref is its purl. */
export function npmComponent(name: string, version: string): Record<string, unknown> {
  const purl = `pkg:npm/${name}@${version}`
  return { type: 'library', name, version, purl, 'bom-ref': purl }
}

/** A serial number for test documents (the platform gives every SBOM one). */
export const TEST_SERIAL = 'urn:uuid:3e671687-395b-41f5-a30f-a58921a69b79'

/** A CycloneDX 1.7 JSON document of these components and vulnerabilities. */
export function cyclonedx(components: unknown[], vulnerabilities: unknown[] = []): string {
  return JSON.stringify({
    bomFormat: 'CycloneDX',
    specVersion: '1.7',
    serialNumber: TEST_SERIAL,
    components,
    vulnerabilities
  })
}

/** An earlier release's SBOM: express, left-pad and lodash, and a lodash vulnerability. */
export const EARLIER_SBOM = cyclonedx(
  [
    npmComponent('express', '4.18.2'),
    npmComponent('left-pad', '1.3.0'),
    npmComponent('lodash', '4.17.20')
  ],
  [
    {
      id: 'CVE-2021-23337',
      ratings: [{ severity: 'high' }],
      affects: [{ ref: 'pkg:npm/lodash@4.17.20' }]
    }
  ]
)

/**
 * sbom-export's inputs as parsed from the defaults (CycloneDX 1.7, `application`, waiting up to
 * 60 s, no comparison, no scan check, no GitHub token), the SBOM written into `work`; each test
 * file sets what it is about.
 */
export function sbomExportInputs(
  work: string,
  parts: Partial<SbomExportInputs> = {}
): SbomExportInputs {
  return {
    repositoryId: 1001n,
    ref: 'refs/tags/v1.2.0',
    sbomOutputFormat: 'SBOM_OUTPUT_FORMAT_CYCLONEDX',
    cyclonedxVersion: 'SBOM_CYCLONE_DX_VERSION_V1_7',
    metadataComponentType: 'SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_APPLICATION',
    wait: true,
    waitTimeoutSeconds: 60,
    sbomFile: path.join(work, `sbom-${Math.random()}.json`),
    sbomFolder: work,
    releaseAsset: 'auto',
    compareWith: { kind: 'none' },
    releaseNotes: 'none',
    scanCommit: 'off',
    githubToken: '',
    githubApiUrl: 'https://api.github.com',
    ...parts
  }
}
