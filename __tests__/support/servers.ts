/**
 * What a run that publishes talks to: the emulator, the fake GitHub API (releases, workflow runs)
 * and the fake artifact service, started together and closed together.
 */
import {
  startArtifactService,
  startEmulator,
  startFakeGitHub,
  type ArtifactService,
  type ArtifactServiceOptions,
  type Emulator,
  type EmulatorOptions,
  type FakeGitHub,
  type FakeGitHubOptions
} from '../../emulator/index.js'

export interface PublishingServers {
  emulator: Emulator
  github: FakeGitHub
  artifacts: ArtifactService
  close(): Promise<void>
}

export async function startPublishingServers(options: {
  emulator: EmulatorOptions
  artifacts: ArtifactServiceOptions
  github?: FakeGitHubOptions
}): Promise<PublishingServers> {
  const [emulator, github, artifacts] = await Promise.all([
    startEmulator(options.emulator),
    startFakeGitHub(options.github),
    startArtifactService(options.artifacts)
  ])
  return {
    emulator,
    github,
    artifacts,
    close: async () => {
      await Promise.all([emulator.close(), github.close(), artifacts.close()])
    }
  }
}

/**
 * The `with:` of an sbom-export step that waits for its export, reaching this emulator with only a
 * token (the deployment is the token's), plus `more`.
 */
export function waitingSbomExport(
  emulator: Emulator,
  more: Record<string, string> = {}
): Record<string, string> {
  return {
    token: emulator.token,
    'api-url': emulator.url,
    mode: 'sbom-export',
    wait: 'true',
    ...more
  }
}
