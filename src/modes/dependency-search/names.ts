/**
 * What each ecosystem's registry allows in a package name, so that text that is not a name (two
 * packages run together, a CSV row, a pip spec) is refused instead of being searched as a strange
 * name that matches nothing. Each rule is as permissive as its registry's oldest names and cites
 * where the registry states it. The characters no ecosystem's names hold are refused first, with a
 * hint at what the text more likely is.
 */
import type { Ecosystem } from '../../platform/dependency-filter.js'

/** Longest name accepted: far beyond any registry's (npm: 214 characters). */
export const MAX_NAME_LENGTH = 512

interface NameRule {
  pattern: RegExp
  /** The rule in words, for the error. */
  says: string
}

/** Path-like names (Go modules, Swift package URLs): segments of these characters, `/` between. */
const PATH_NAME = /^[A-Za-z0-9._~+-]+(?:\/[A-Za-z0-9._~+-]+)*$/

const RULES: Record<Ecosystem, NameRule | undefined> = {
  // validate-npm-package-name (github.com/npm/validate-npm-package-name): URL-safe characters, an
  // optional `@scope/`; capitals and ~'!()* only in old packages, which are still installed.
  npm: {
    pattern: /^(?:@[A-Za-z0-9~-][A-Za-z0-9._~-]*\/)?[A-Za-z0-9~-][A-Za-z0-9._~!'()*-]*$/,
    says: 'letters, digits and - . _ ~, after an optional @scope/'
  },
  // PEP 508 names (packaging.python.org/en/latest/specifications/name-normalization/).
  pypi: {
    pattern: /^(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9])$/,
    says: 'letters, digits and - . _, starting and ending with a letter or digit'
  },
  // Go module paths (go.dev/ref/mod#module-path; golang.org/x/mod/module CheckPath).
  gomod: { pattern: PATH_NAME, says: 'a module path: letters, digits, - . _ ~ +, / between' },
  // Cargo's name field (doc.rust-lang.org/cargo/reference/manifest.html#the-name-field) as
  // crates.io publishes it: ASCII letters, digits, - and _, a letter first.
  cargo: { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, says: 'letters, digits, - and _, a letter first' },
  // groupId:artifactId, each as Maven's model validator allows ids ([A-Za-z0-9_\-.]+).
  maven: {
    pattern: /^[A-Za-z0-9_.-]+:[A-Za-z0-9_.-]+$/,
    says: 'groupId:artifactId, each of letters, digits and - . _'
  },
  // RubyGems' specification policy (VALID_NAME_PATTERN /\A[a-zA-Z0-9\.\-\_]+\z/).
  gem: { pattern: /^[A-Za-z0-9._-]+$/, says: 'letters, digits and - . _' },
  // Composer's schema, `name` (getcomposer.org/doc/04-schema.md#name): vendor/package.
  composer: {
    pattern: /^[a-z0-9](?:[_.-]?[a-z0-9]+)*\/[a-z0-9](?:(?:[_.]|-{1,2})?[a-z0-9]+)*$/i,
    says: 'vendor/package, each of letters, digits and - . _'
  },
  // NuGet's package ID rule (NuGet.Client PackageIdValidator: ^\w+([.-]\w+)*$).
  nuget: { pattern: /^\w+(?:[._-]\w+)*$/, says: 'letters, digits and _, - or . between them' },
  // pubspec `name` (dart.dev/tools/pub/pubspec#name): a Dart identifier.
  pub: { pattern: /^[A-Za-z_][A-Za-z0-9_]*$/, says: 'letters, digits and _, not a digit first' },
  // SwiftPM identifies a package by its URL (github.com/owner/repo), as the platform lists it.
  swiftpm: {
    pattern: /^[A-Za-z0-9._~+-]+(?::[0-9]+)?(?:\/[A-Za-z0-9._~+-]+)*$/,
    says: 'a package URL without its scheme (github.com/owner/repo)'
  },
  // Hex package names (hex.pm/docs/publish; mix's app names): a letter, then letters, digits, _.
  hex: { pattern: /^[a-z][a-z0-9_]*$/i, says: 'a letter, then letters, digits and _' },
  mix: { pattern: /^[a-z][a-z0-9_]*$/i, says: 'a letter, then letters, digits and _' },
  // CocoaPods specification names (guides.cocoapods.org/syntax/podspec.html#name): no blanks,
  // `/` only between a pod and its subspecs.
  cocoapods: {
    pattern: /^[A-Za-z0-9+._-]+(?:\/[A-Za-z0-9+._-]+)*$/,
    says: 'letters, digits and + - . _, / before a subspec'
  },
  // opam package names (opam.ocaml.org/doc/Manual.html#Package-names): letters, digits, - _ +.
  opam: { pattern: /^[A-Za-z0-9_+-]+$/, says: 'letters, digits and - _ +' },
  no_package_manager: undefined
}

/** Text quoted in an error is cut to this many characters. */
export const MAX_QUOTED_CHARS = 200

/** `text` quoted for an error: JSON-escaped, cut at {@link MAX_QUOTED_CHARS} characters. */
export function quoted(text: string): string {
  return JSON.stringify(
    text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS - 3)}...` : text
  )
}

/** Characters no ecosystem's names hold (an npm scope's `@` aside). */
const NEVER_IN_A_NAME = /[\s\p{Cc},;=<>"]/u

/**
 * Why `name` is not a name of `ecosystem`, with a hint at what it more likely is; undefined when it
 * is one. `name` is already split from its version.
 */
export function nameProblem(ecosystem: Ecosystem, name: string): string | undefined {
  if (name === '') return 'the name is empty'
  if (name.length > MAX_NAME_LENGTH) return `the name is longer than ${MAX_NAME_LENGTH} characters`
  const never = NEVER_IN_A_NAME.exec(name)
  const at = name.indexOf('@', ecosystem === 'npm' && name.startsWith('@') ? 1 : 0)
  if (never || at >= 0) {
    const char = never ? never[0] : '@'
    return `${quoted(name)} holds ${describeChar(char)}, which no ${ecosystem} name does${hint(name, char)}`
  }
  const rule = RULES[ecosystem]
  if (rule && !rule.pattern.test(name)) {
    return `${quoted(name)} is not a ${ecosystem} name (${rule.says})${hint(name, '')}`
  }
  return undefined
}

function describeChar(char: string): string {
  if (/\s/.test(char)) return 'a blank'
  if (/\p{Cc}/u.test(char)) return 'a control character'
  return `"${char}"`
}

/** What the text more likely is: several packages, a CSV row without its header, a pip spec. */
function hint(name: string, char: string): string {
  if (char === '"' || char === ';' || char === ',') {
    return '; a CSV pasted without its header? Start it with a header row such as package,version'
  }
  if (/[=<>~!^]/.test(name)) {
    return (
      '; a pip or npm range? Write name==1.2.3, or bounds as name>=1.0,<2.0 ' +
      '(~=, !=, ^ and ~ are not searched: give the bounds they stand for)'
    )
  }
  if (/(?:^|[^A-Za-z0-9])(?:pkg|npm|pypi|gomod|cargo|maven|gem|composer|nuget):/i.test(name)) {
    return '; several packages on one line? Separate them with blanks, "," or ";"'
  }
  if (char === '@') return '; one "@" separates the version: <ecosystem>:<name>@<version>'
  return ''
}
