/**
 * Reads an artifact's zip from a file: its central directory, then one entry inflated into a file,
 * counting the bytes as they are written. The sizes a zip's headers state are not trusted (a hostile
 * zip claims 1 KB for an entry of gigabytes): the inflated bytes are bounded while they are written,
 * and the entry's CRC-32 is checked at the end.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import { Readable, Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32, createInflateRaw } from 'node:zlib'

/** A zip the reader cannot or will not unpack. */
export class ZipError extends Error {
  override name = 'ZipError'
}

/** An entry that inflates to more than the bound. */
export class InflatedTooLargeError extends ZipError {
  override name = 'InflatedTooLargeError'
  constructor(readonly maxBytes: number) {
    super(`it unpacks to more than ${maxBytes} bytes`)
  }
}

export interface ZipEntry {
  /** As written in the zip: may hold `/`, `..` or anything else; never used as a path here. */
  name: string
  /** 0 stored, 8 deflated. */
  method: number
  crc32: number
  compressedSize: number
  /** Where the entry's local header starts. */
  localOffset: number
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_ENTRY = 0x04034b50
/** The end record (22 bytes) and the longest comment after it. */
const END_SEARCH_BYTES = 22 + 0xffff
/** 32-bit fields of this value mean zip64, which no artifact of at most 128 MiB needs. */
const ZIP64 = 0xffffffff
/** Inflated bytes per chunk: zlib's default 16 KiB makes four times the round trips to the disk. */
const INFLATE_CHUNK_BYTES = 64 * 1024

/** The entries of the zip in `handle` (`size` bytes), from its central directory. */
export async function listZipEntries(handle: FileHandle, size: number): Promise<ZipEntry[]> {
  const tailLength = Math.min(size, END_SEARCH_BYTES)
  const tail = await readAt(handle, size - tailLength, tailLength)
  let end = -1
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at
      break
    }
  }
  if (end < 0) throw new ZipError('it is not a zip (no end of central directory)')
  const count = tail.readUInt16LE(end + 10)
  const directorySize = tail.readUInt32LE(end + 12)
  const directoryOffset = tail.readUInt32LE(end + 16)
  if (directorySize === ZIP64 || directoryOffset === ZIP64 || count === 0xffff) {
    throw new ZipError('it is a zip64 archive, which an inventory artifact never is')
  }
  if (directoryOffset + directorySize > size) throw new ZipError('its central directory is cut off')
  const directory = await readAt(handle, directoryOffset, directorySize)
  const entries: ZipEntry[] = []
  let at = 0
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new ZipError('its central directory is malformed')
    }
    const flags = directory.readUInt16LE(at + 8)
    const nameLength = directory.readUInt16LE(at + 28)
    const entry: ZipEntry = {
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      crc32: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      localOffset: directory.readUInt32LE(at + 42)
    }
    if (flags & 1) throw new ZipError(`its entry ${JSON.stringify(entry.name)} is encrypted`)
    if (entry.compressedSize === ZIP64 || entry.localOffset === ZIP64) {
      throw new ZipError('it is a zip64 archive, which an inventory artifact never is')
    }
    entries.push(entry)
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32)
  }
  return entries
}

/**
 * Inflates `entry` of the zip `zipFile` into `outFile`, writing at most `maxBytes`: past that, the
 * write stops with {@link InflatedTooLargeError}. Gives the bytes written.
 */
export async function inflateEntry(
  zipFile: string,
  handle: FileHandle,
  entry: ZipEntry,
  outFile: string,
  options: { maxBytes: number; signal?: AbortSignal }
): Promise<number> {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ZipError(`its entry uses compression method ${entry.method}, not deflate`)
  }
  const local = await readAt(handle, entry.localOffset, 30)
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_ENTRY) {
    throw new ZipError('its local entry header is malformed')
  }
  const dataStart = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28)
  let written = 0
  let crc = 0
  const bound = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (written + chunk.length > options.maxBytes) {
        callback(new InflatedTooLargeError(options.maxBytes))
        return
      }
      written += chunk.length
      crc = crc32(chunk, crc)
      callback(null, chunk)
    }
  })
  // An empty entry has nothing to read (a read stream's `end` is inclusive).
  const source =
    entry.compressedSize === 0
      ? Readable.from([])
      : createReadStream(zipFile, {
          start: dataStart,
          end: dataStart + entry.compressedSize - 1
        })
  const out = createWriteStream(outFile)
  const signal = options.signal && { signal: options.signal }
  try {
    if (entry.method === 8) {
      const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES })
      await pipeline(source, inflate, bound, out, { ...signal })
    } else await pipeline(source, bound, out, { ...signal })
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new ZipError(`its entry does not inflate (${(error as Error).message})`)
    }
    throw error
  }
  if (crc !== entry.crc32) throw new ZipError('its entry does not match its CRC-32')
  return written
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await handle.read(buffer, 0, length, position)
  return buffer.subarray(0, bytesRead)
}
