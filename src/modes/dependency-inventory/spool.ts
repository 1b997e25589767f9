/**
 * The repositories of the inventory, written to a temporary file as they are listed, in the text the
 * inventory file holds them in. The inventory file itself starts with what is known only at the end
 * (`complete`, `error`), so it is written once the listing is over, from this file; meanwhile the
 * repositories take no memory: 100,000 of them in memory, with the garbage collector's headroom on
 * top, took the process past 300 MB.
 */
import { closeSync, openSync, writeSync } from 'node:fs'
import { mkdtemp, open, rm } from 'node:fs/promises'
import * as os from 'node:os'
import * as path from 'node:path'
import { trackTemporary } from '../../action/files.js'
import { repositoryItemJson, type RepositoryEntry } from './model.js'

/** Bytes gathered before they are written: few writes, and nothing kept on the JavaScript heap. */
const BATCH_BYTES = 256 * 1024
/** Bytes read back at a time. */
const READ_BYTES = 64 * 1024

export class RepositorySpool {
  private readonly batch = Buffer.allocUnsafe(BATCH_BYTES)
  private batchBytes = 0
  private count = 0
  private fd: number | undefined
  /** The first write that failed; nothing is written after it. */
  private failure: Error | undefined
  /** A cancelled run removes the folder on its way out, should the mode not get to it. */
  private readonly untrack: () => void

  private constructor(
    private readonly directory: string,
    private readonly file: string
  ) {
    this.fd = openSync(file, 'wx', 0o600)
    this.untrack = trackTemporary(directory)
  }

  /** A spool in a new folder under `parent` (RUNNER_TEMP on a runner). */
  static async create(
    parent: string = process.env.RUNNER_TEMP || os.tmpdir()
  ): Promise<RepositorySpool> {
    const directory = await mkdtemp(path.join(parent, 'dependency-inventory-'))
    try {
      return new RepositorySpool(directory, path.join(directory, 'repositories.json'))
    } catch (error) {
      await rm(directory, { recursive: true, force: true })
      throw error
    }
  }

  /** Appends a repository; a write that fails is reported by {@link chunks}. */
  add(repo: RepositoryEntry): void {
    const text = repositoryItemJson(repo, this.count === 0)
    this.count++
    // Each UTF-16 unit takes at most 3 bytes in UTF-8; a longer text is written on its own.
    if (this.batchBytes + text.length * 3 > BATCH_BYTES) this.flush()
    if (text.length * 3 > BATCH_BYTES) this.write(Buffer.from(text, 'utf8'))
    else this.batchBytes += this.batch.write(text, this.batchBytes, 'utf8')
  }

  /**
   * The text of every repository added, in order, read back from the file 64 KiB at a time into one
   * buffer: each piece is valid until the next is asked for (the file writer takes them so).
   */
  async *chunks(): AsyncGenerator<Buffer> {
    this.flush()
    if (this.failure !== undefined) throw this.failure
    const handle = await open(this.file, 'r')
    try {
      const buffer = Buffer.allocUnsafe(READ_BYTES)
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null)
        if (bytesRead === 0) return
        yield buffer.subarray(0, bytesRead)
      }
    } finally {
      await handle.close()
    }
  }

  /** Closes and removes the file and its folder. */
  async remove(): Promise<void> {
    this.close()
    await rm(this.directory, { recursive: true, force: true })
    this.untrack()
  }

  private flush(): void {
    const bytes = this.batch.subarray(0, this.batchBytes)
    this.batchBytes = 0
    this.write(bytes)
  }

  /** Writes synchronously: a fraction of a millisecond per batch, and no text waits in memory. */
  private write(bytes: Buffer): void {
    if (bytes.length === 0 || this.failure !== undefined || this.fd === undefined) return
    try {
      for (let written = 0; written < bytes.length;) {
        written += writeSync(this.fd, bytes, written)
      }
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error))
      this.close()
    }
  }

  private close(): void {
    if (this.fd === undefined) return
    try {
      closeSync(this.fd)
    } catch {
      // Closing a file written in full does not fail in a way that matters to its reader.
    }
    this.fd = undefined
  }
}
