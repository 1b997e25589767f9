/**
 * Zips built at test time, hostile ones included: entries whose headers state any size, and deflate
 * streams of zeros built from one repeated block, so that a 2 MB zip inflating to gigabytes costs
 * milliseconds to build.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'

export interface ZipFixtureEntry {
  name: string
  /** The entry's bytes as stored (deflated unless `method` is 0). */
  data: Buffer
  /** 8 (deflate, default) or 0 (stored). */
  method?: number
  /** What the headers state; default the truth for stored entries, or the given values. */
  crc32: number
  uncompressedSize: number
}

/** A deflated entry with its true CRC and size. */
export function deflatedEntry(name: string, content: Buffer | string): ZipFixtureEntry {
  const bytes = Buffer.from(content)
  return {
    name,
    data: deflateRawSync(bytes),
    crc32: crc32(bytes),
    uncompressedSize: bytes.length
  }
}

/**
 * A deflated entry of `mebibytes` MiB of zeros, whose headers claim `claimedSize` bytes: one
 * non-final block of 1 MiB of zeros repeated (each refers back only to zeros), then a final empty
 * block. The CRC stated is that of the claimed size's zeros.
 */
export function zeroBombEntry(
  name: string,
  mebibytes: number,
  claimedSize = 1024
): ZipFixtureEntry {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH })
  const blocks = Array.from({ length: mebibytes }, () => block)
  return {
    name,
    data: Buffer.concat([...blocks, Buffer.from([0x03, 0x00])]),
    crc32: crc32(Buffer.alloc(claimedSize)),
    uncompressedSize: claimedSize
  }
}

/** A zip of `entries`, headers as given. */
export function zipOf(entries: ZipFixtureEntry[]): Buffer {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const method = entry.method ?? 8
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    writeEntryFields(local, 8, method, entry, name.length)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    writeEntryFields(central, 10, method, entry, name.length)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.data)
    directory.push(central, name)
    offset += local.length + name.length + entry.data.length
  }
  const directoryBytes = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directoryBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directoryBytes, end])
}

/**
 * The fields both headers of an entry carry, in the same order: from byte 8 of the local header and
 * from byte 10 of the central one.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  method: number,
  entry: ZipFixtureEntry,
  nameLength: number
): void {
  header.writeUInt16LE(method, at)
  header.writeUInt32LE(entry.crc32, at + 6)
  header.writeUInt32LE(entry.data.length, at + 10)
  header.writeUInt32LE(entry.uncompressedSize, at + 14)
  header.writeUInt16LE(nameLength, at + 18)
}
