/**
 * The comparison's place in the release notes: between `<!-- sbom-diff:start -->` and
 * `<!-- sbom-diff:end -->`, after what is there. A re-run replaces that section and keeps the rest.
 */

export const NOTES_START = '<!-- sbom-diff:start -->'
export const NOTES_END = '<!-- sbom-diff:end -->'
/** GitHub refuses release notes longer than this many characters. */
export const MAX_NOTES_LENGTH = 125_000

/**
 * `notes` with `section` between the markers: the last marked section is replaced, or, when there
 * is none, the section is appended after a blank line.
 */
export function spliceNotes(notes: string, section: string): string {
  const marked = `${NOTES_START}\n${section.trim()}\n${NOTES_END}`
  // The last start marker that an end marker follows; a lone marker elsewhere is left as it is.
  for (let start = notes.lastIndexOf(NOTES_START); start >= 0;) {
    const end = notes.indexOf(NOTES_END, start)
    if (end >= 0) return notes.slice(0, start) + marked + notes.slice(end + NOTES_END.length)
    start = start > 0 ? notes.lastIndexOf(NOTES_START, start - 1) : -1
  }
  const kept = notes.replace(/\s+$/, '')
  return kept === '' ? `${marked}\n` : `${kept}\n\n${marked}\n`
}
