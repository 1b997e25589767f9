import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startEmulator, type Emulator } from '../../../emulator/index.js'
import { DEPLOYMENT, EXPORT, call } from '../support.js'

describe('download SBOM (storage server)', () => {
  let emulator: Emulator

  beforeAll(async () => {
    emulator = await startEmulator({
      dataset: { lockfilesPerRepository: { min: 1, max: 4 } },
      exportPollsUntilDone: 0
    })
  })

  afterAll(async () => {
    await emulator.close()
  })

  it('serves the job’s document without Authorization, refuses it with one or a bad signature', async () => {
    const repository = emulator.dataset.repositories[0]!
    const created = await call(emulator, EXPORT, {
      body: `{"deploymentId": ${DEPLOYMENT}, "repositoryId": ${repository.id}, "ref": "refs/tags/v1.2.0",
        "formatVersion": {"format": "SBOM_FORMAT_CYCLONEDX", "cyclonedxVersion": "SBOM_CYCLONE_DX_VERSION_V1_5"},
        "metadataComponentType": "SBOM_METADATA_COMPONENT_TYPE_CYCLONE_DX_V15_MACHINE_LEARNING_MODEL",
        "metadataSupplier": {"name": "Acme", "url": "https://acme.example", "contact": {"email": "sec@acme.example"}},
        "sbomOutputFormat": "SBOM_OUTPUT_FORMAT_CYCLONEDX"}`
    })
    expect(created.status).toBe(200)
    const { taskToken } = created.json as { taskToken: string }
    const done = (await call(emulator, `${EXPORT}/${taskToken}`)).json as { downloadUrl: string }

    const withToken = await fetch(done.downloadUrl, {
      headers: { authorization: `Bearer ${emulator.token}` }
    })
    expect(withToken.status).toBe(400)
    await withToken.text()

    const download = await fetch(done.downloadUrl)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toContain('application/vnd.cyclonedx+json')
    const document = (await download.json()) as {
      bomFormat: string
      specVersion: string
      metadata: { component: { type: string; name: string }; supplier: { name: string } }
      components: { purl: string }[]
    }
    expect(document.bomFormat).toBe('CycloneDX')
    expect(document.specVersion).toBe('1.5')
    expect(document.metadata.component).toMatchObject({
      type: 'machine-learning-model',
      name: repository.name
    })
    expect(document.metadata.supplier.name).toBe('Acme')
    const expectedComponents = repository.lockfiles.reduce(
      (sum, file) => sum + file.numDependencies,
      0
    )
    expect(document.components).toHaveLength(expectedComponents)
    expect(document.components[0]?.purl).toMatch(/^pkg:/)

    const storageRecords = emulator.requests.filter(record => record.server === 'storage')
    expect(storageRecords.map(record => record.status).slice(-2)).toEqual([400, 200])
    expect(storageRecords.at(-1)?.operation).toBe('downloadSbom')
    expect(storageRecords.at(-1)).not.toHaveProperty('nonConformity')

    const tampered = await fetch(done.downloadUrl.replace(/X-Signature=./, 'X-Signature=z'))
    expect(tampered.status).toBe(403)
    await tampered.text()
    const elsewhere = await fetch(`${emulator.storageUrl}/other`)
    expect(elsewhere.status).toBe(404)
    await elsewhere.text()
  })
})
