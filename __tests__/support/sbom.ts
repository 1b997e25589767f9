/** CycloneDX documents for tests of the SBOM comparison. */

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
