/** Pre-signed download URLs of the storage server: an HMAC over the task token and the expiry. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Lifetime of a pre-signed download URL. */
const DOWNLOAD_URL_TTL_SECONDS = 15 * 60

export class DownloadSigner {
  private readonly key = randomBytes(32)
  /** Origin of the storage server, set once it listens. */
  storageUrl = ''

  private signature(taskToken: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${taskToken}:${expires}`).digest('hex')
  }

  /** A URL on the storage server that serves the job's document until it expires. */
  sign(taskToken: string): string {
    const expires = String(Math.floor(Date.now() / 1000) + DOWNLOAD_URL_TTL_SECONDS)
    const signature = this.signature(taskToken, expires)
    return `${this.storageUrl}/sbom/${taskToken}.json?X-Signature=${signature}&X-Expires=${expires}`
  }

  /** Whether the signature is the one `sign` gave for this token and expiry. */
  verify(taskToken: string, signature: string, expires: string): boolean {
    const expected = Buffer.from(this.signature(taskToken, expires))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
}
