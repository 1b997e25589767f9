/**
 * Files the action writes go through a temporary file that no planted symlink can redirect, piece
 * by piece; a path that cannot be written is refused with what is wrong with it.
 */
import { describe, expect, it } from '@jest/globals'
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { checkOutputPath, isInside, writeFileSafely } from '../../src/action/files.js'
import { folderPerTest } from '../support/folder.js'

const work = folderPerTest('files-')

describe('writeFileSafely and checkOutputPath', () => {
  it('never follows a symlink planted at <file>.part, and leaves no temporary file', async () => {
    const victim = path.join(work.path, 'victim')
    await writeFile(victim, 'keep')
    const file = path.join(work.path, 'out.json')
    await symlink(victim, `${file}.part`)
    await writeFileSafely(file, 'new')
    expect(await readFile(victim, 'utf8')).toBe('keep')
    expect(await readFile(file, 'utf8')).toBe('new')
    expect((await readdir(work.path)).sort()).toEqual(['out.json', 'out.json.part', 'victim'])
  })

  it('writes each piece before asking for the next, so a source may reuse one buffer', async () => {
    const file = path.join(work.path, 'pieces.txt')
    const buffer = Buffer.alloc(3)
    async function* reused(): AsyncGenerator<Buffer> {
      for (const letter of ['a', 'b', 'c']) {
        buffer.fill(letter)
        yield buffer
      }
    }
    await writeFileSafely(file, reused())
    expect(await readFile(file, 'utf8')).toBe('aaabbbccc')
  })

  it('names a parent that is a file instead of a bare EEXIST', async () => {
    await writeFile(path.join(work.path, 'f'), '')
    await expect(writeFileSafely(path.join(work.path, 'f', 'g', 'h.json'), 'x')).rejects.toThrow(
      /Could not create the folder .*: a part of that path is a file, not a folder/
    )
    expect(() =>
      checkOutputPath('inventory-file', path.join(work.path, 'f', 'g', 'h.json'))
    ).toThrow(/Input 'inventory-file' .*f is a file, not a folder/)
  })

  it.each(['/proc/self/x.json', '/sys/x.json', '/dev/x.json'])('refuses %s at once', file => {
    expect(() => checkOutputPath('sbom-file', file)).toThrow(/does not write under/)
  })

  it('refuses a path that is a folder', () => {
    expect(() => checkOutputPath('sbom-file', work.path)).toThrow(/that is a folder/)
  })
})

describe('isInside', () => {
  it('takes a file below the folder, a name starting with two dots too; not the folder, its parent or a sibling', () => {
    expect(isInside('/w/a/b.json', '/w')).toBe(true)
    expect(isInside('/w/..list.csv', '/w')).toBe(true)
    expect(isInside('/w', '/w')).toBe(false)
    expect(isInside('/other/x', '/w')).toBe(false)
    expect(isInside('/w2/x', '/w')).toBe(false)
    expect(isInside('/x', '/w')).toBe(false)
  })
})
