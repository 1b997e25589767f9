export const id = 650;
export const ids = [650];
export const modules = {

/***/ 96126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   QN: () => (/* binding */ shownLine),
/* harmony export */   d$: () => (/* binding */ rowsWithin),
/* harmony export */   rh: () => (/* binding */ clipStart),
/* harmony export */   xH: () => (/* binding */ MAX_NAME_CHARS)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38037);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71599);
/**
 * What summary tables share (the inventory's repositories, changes and uncovered projects, the
 * search's matches): how long a name may be, how rows are taken within a budget, and the line that
 * says how many are shown and where the rest are.
 */


/** Characters of a repository name or lockfile path shown at most. */
const MAX_NAME_CHARS = 200;
/** Rows that fit `allowance` bytes, at most `limit`; `rows` is produced lazily. */
function rowsWithin(rows, limit, allowance) {
    const taken = [];
    let size = 0;
    for (const row of rows) {
        if (taken.length >= limit)
            break;
        const cost = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .byteLength */ .dp)(row) + 1;
        if (size + cost > allowance)
            break;
        size += cost;
        taken.push(row);
    }
    return taken;
}
/** `**3 of 40 changes shown** (why); the rest are in the full inventory.` or `All 3 changes shown.` */
function shownLine(shown, total, limit, what, restIn = 'the full inventory') {
    if (shown === total)
        return `All ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(total, ...what)} shown.`;
    const why = shown < Math.min(limit, total)
        ? "as many as fit GitHub's summary size limit"
        : `<code>summary-limit: ${limit}</code>`;
    return `**${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(shown)} of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(total, ...what)} shown** (${why}); the rest are in ${restIn}.`;
}
/** At most `max` characters, cut at the end, without splitting a surrogate pair. */
function clip(value, max) {
    if (value.length <= max)
        return value;
    let end = max - 1;
    if (/[\uD800-\uDBFF]/.test(value.charAt(end - 1)))
        end--;
    return `${value.slice(0, end)}…`;
}
/** At most `max` characters, cut at the start (the end of a path says the most). */
function clipStart(value, max) {
    if (value.length <= max)
        return value;
    let start = value.length - max + 1;
    if (/[\uDC00-\uDFFF]/.test(value.charAt(start)))
        start++;
    return `…${value.slice(start)}`;
}


/***/ }),

/***/ 45650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PROGRESS_INTERVAL_MS: () => (/* binding */ PROGRESS_INTERVAL_MS),
  "default": () => (/* binding */ dependency_search),
  runDependencySearch: () => (/* binding */ runDependencySearch)
});

// EXTERNAL MODULE: ./src/action/annotations.ts
var annotations = __webpack_require__(47376);
// EXTERNAL MODULE: ./src/action/files.ts
var files = __webpack_require__(61433);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(18948);
// EXTERNAL MODULE: ./src/action/text.ts
var action_text = __webpack_require__(71599);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/platform/dependency-filter.ts
var dependency_filter = __webpack_require__(69305);
;// CONCATENATED MODULE: ./src/modes/dependency-search/csv.ts
/**
 * A small RFC 4180 reader for the package lists teams write as CSV: `,`, `;` or a tab between
 * cells, double quotes around a cell (`""` is a quote, a line end inside quotes belongs to the
 * cell), CRLF, CR or LF between rows. Written here rather than taken from a library because it must
 * be bounded in a way that is easy to see: every character is looked at a fixed number of times, so
 * the time is linear in the text's size whatever its quotes (a cell of 300,000 `"` included).
 */
/** The separators a header may use. */
const CSV_SEPARATORS = (/* unused pure expression or super */ null && ([',', ';', '\t']));
/** The first separator of a row outside quotes, or undefined when it has none. */
function rowSeparator(row) {
    let quoted = false;
    for (let i = 0; i < row.length; i++) {
        const c = row[i];
        if (c === '"')
            quoted = !quoted;
        else if (!quoted && (c === ',' || c === ';' || c === '\t'))
            return c;
    }
    return undefined;
}
/**
 * The rows of `text` from `start` on, the first counted as line `firstLine`. A quote opens a quoted
 * cell only as the cell's first character after blanks; text after its closing quote is kept as
 * written, up to the next separator (lenient, as spreadsheets write it).
 */
function* csvRecords(text, separator, start = 0, firstLine = 1) {
    let i = start;
    let line = firstLine;
    const end = text.length;
    while (i < end) {
        const rowStart = i;
        const rowLine = line;
        const cells = [];
        for (;;) {
            let j = i;
            while (j < end && (text[j] === ' ' || (text[j] === '\t' && separator !== '\t')))
                j++;
            let cell;
            let k;
            if (text[j] === '"') {
                const quoted = quotedCell(text, j + 1);
                cell = quoted.cell;
                k = quoted.end;
                line += lineEnds(cell);
            }
            else {
                cell = '';
                k = i;
            }
            let e = k;
            while (e < end && text[e] !== separator && text[e] !== '\n' && text[e] !== '\r')
                e++;
            cells.push(cell + text.slice(k, e));
            i = e;
            if (i < end && text[i] === separator) {
                i++;
                continue;
            }
            break;
        }
        const rowEnd = i;
        i = afterLineEnd(text, i);
        if (i > rowEnd)
            line++;
        yield { line: rowLine, cells, text: text.slice(rowStart, rowEnd) };
    }
}
/** Where the next row starts: past one CRLF, CR or LF at `at`. */
function afterLineEnd(text, at) {
    if (text[at] === '\r')
        return text[at + 1] === '\n' ? at + 2 : at + 1;
    return text[at] === '\n' ? at + 1 : at;
}
/** The quoted cell that starts after its opening quote at `from`, and where it ends. */
function quotedCell(text, from) {
    const parts = [];
    let k = from;
    for (;;) {
        const quote = text.indexOf('"', k);
        if (quote < 0) {
            parts.push(text.slice(k));
            return { cell: parts.join(''), end: text.length };
        }
        parts.push(text.slice(k, quote));
        if (text[quote + 1] !== '"')
            return { cell: parts.join(''), end: quote + 1 };
        parts.push('"');
        k = quote + 2;
    }
}
/** How many line ends a quoted cell holds (CRLF counted once). */
function lineEnds(cell) {
    let count = 0;
    for (let i = 0; i < cell.length; i++) {
        const c = cell[i];
        if (c === '\n' || (c === '\r' && cell[i + 1] !== '\n'))
            count++;
    }
    return count;
}

;// CONCATENATED MODULE: ./src/modes/dependency-search/names.ts
/** Longest name accepted: far beyond any registry's (npm: 214 characters). */
const MAX_NAME_LENGTH = 512;
/** Path-like names (Go modules, Swift package URLs): segments of these characters, `/` between. */
const PATH_NAME = /^[A-Za-z0-9._~+-]+(?:\/[A-Za-z0-9._~+-]+)*$/;
const RULES = {
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
};
/** Text quoted in an error is cut to this many characters. */
const MAX_QUOTED_CHARS = 200;
/** `text` quoted for an error: JSON-escaped, cut at {@link MAX_QUOTED_CHARS} characters. */
function quoted(text) {
    return JSON.stringify(text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS - 3)}...` : text);
}
/** Characters no ecosystem's names hold (an npm scope's `@` aside). */
const NEVER_IN_A_NAME = /[\s\p{Cc},;=<>"]/u;
/**
 * Why `name` is not a name of `ecosystem`, with a hint at what it more likely is; undefined when it
 * is one. `name` is already split from its version.
 */
function nameProblem(ecosystem, name) {
    if (name === '')
        return 'the name is empty';
    if (name.length > MAX_NAME_LENGTH)
        return `the name is longer than ${MAX_NAME_LENGTH} characters`;
    const never = NEVER_IN_A_NAME.exec(name);
    const at = name.indexOf('@', ecosystem === 'npm' && name.startsWith('@') ? 1 : 0);
    if (never || at >= 0) {
        const char = never ? never[0] : '@';
        return `${quoted(name)} holds ${describeChar(char)}, which no ${ecosystem} name does${hint(name, char)}`;
    }
    const rule = RULES[ecosystem];
    if (rule && !rule.pattern.test(name)) {
        return `${quoted(name)} is not a ${ecosystem} name (${rule.says})${hint(name, '')}`;
    }
    return undefined;
}
function describeChar(char) {
    if (/\s/.test(char))
        return 'a blank';
    if (/\p{Cc}/u.test(char))
        return 'a control character';
    return `"${char}"`;
}
/** What the text more likely is: several packages, a CSV row without its header, a pip spec. */
function hint(name, char) {
    if (char === '"' || char === ';' || char === ',') {
        return '; a CSV pasted without its header? Start it with a header row such as package,version';
    }
    if (/[=<>~!^]/.test(name)) {
        return ('; a pip or npm range? Write name==1.2.3, or bounds as name>=1.0,<2.0 ' +
            '(~=, !=, ^ and ~ are not searched: give the bounds they stand for)');
    }
    if (/(?:^|[^A-Za-z0-9])(?:pkg|npm|pypi|gomod|cargo|maven|gem|composer|nuget):/i.test(name)) {
        return '; several packages on one line? Separate them with blanks, "," or ";"';
    }
    if (char === '@')
        return '; one "@" separates the version: <ecosystem>:<name>@<version>';
    return '';
}

;// CONCATENATED MODULE: ./src/modes/dependency-search/lines.ts
/**
 * The package lists of `packages` and `packages-file`, read as incidents bring them: one or several
 * packages a line (`<ecosystem>:<name>[@<version>]`, a package URL, a pip spec such as
 * `num2words==0.5.15`), or a CSV whose header names its columns. Every line is checked here, before
 * any request, against what its ecosystem's names may hold (names.ts); text that is not understood
 * fails the step naming its input, line number and text, and is never searched.
 */




/** At most this many packages in one run, over all inputs. */
const MAX_PACKAGE_LINES = 10_000;
/** Problems listed in one error at most; the rest are counted. */
const MAX_PROBLEMS = 10;
/** purl types and the published ecosystem each one is. */
const PURL_TYPES = {
    npm: 'npm',
    pypi: 'pypi',
    golang: 'gomod',
    cargo: 'cargo',
    maven: 'maven',
    gem: 'gem',
    composer: 'composer',
    nuget: 'nuget',
    pub: 'pub',
    swift: 'swiftpm',
    hex: 'hex',
    cocoapods: 'cocoapods'
};
/** OSV's ecosystem names (ossf.github.io/osv-schema/#affectedpackage-field), lower-cased. */
const OSV_ECOSYSTEMS = {
    npm: 'npm',
    pypi: 'pypi',
    maven: 'maven',
    go: 'gomod',
    'crates.io': 'cargo',
    rubygems: 'gem',
    packagist: 'composer',
    nuget: 'nuget',
    pub: 'pub',
    hex: 'hex',
    swifturl: 'swiftpm'
};
/** The header names of a CSV's columns, compared trimmed and without regard to case. */
const PACKAGE_COLUMNS = [
    'dependency',
    'name',
    'package',
    'package_name',
    'package name',
    'component'
];
const PURL_COLUMN = 'purl';
const VERSION_COLUMNS = ['version', 'versions'];
const ECOSYSTEM_COLUMNS = ['ecosystem', 'type'];
/** The lines could not all be read: each problem names its input, line number and text. */
class PackageLinesError extends Error {
    source;
    problems;
    name = 'PackageLinesError';
    constructor(source, problems) {
        super(problems.join('; '));
        this.source = source;
        this.problems = problems;
    }
}
/** A problem with one line, before it is named. */
class LineProblem extends Error {
}
/** Whether `value` is a published ecosystem. */
function isEcosystem(value) {
    return dependency_filter/* ECOSYSTEMS */.SQ.includes(value);
}
/**
 * A published ecosystem, a purl type (`golang` → `gomod`) or an OSV ecosystem name (`crates.io` →
 * `cargo`), without regard to case; undefined otherwise.
 */
function ecosystemNamed(value) {
    const lower = value.trim().toLowerCase();
    if (isEcosystem(lower))
        return lower;
    if (Object.hasOwn(PURL_TYPES, lower))
        return PURL_TYPES[lower];
    return Object.hasOwn(OSV_ECOSYSTEMS, lower) ? OSV_ECOSYSTEMS[lower] : undefined;
}
/** `^v?[0-9]+(\.[0-9]+)+([-+][0-9A-Za-z.-]+)?$`: a version with a dot, never a name. */
const PLAIN_VERSION = /^v?[0-9]+(?:\.[0-9]+)+(?:[-+][0-9A-Za-z.-]+)?$/;
function isPlainVersion(text) {
    return PLAIN_VERSION.test(text);
}
/** Collects the problems of an input: the first ten named, the rest counted. */
class Problems {
    source;
    listed = [];
    count = 0;
    constructor(source) {
        this.source = source;
    }
    add(line, text, problem) {
        this.count++;
        if (this.listed.length < MAX_PROBLEMS) {
            this.listed.push(`${this.source} line ${line} (${quoteLine(text)}): ${problem}`);
        }
    }
    throwIfAny() {
        if (this.count === 0)
            return;
        const more = this.count - this.listed.length;
        throw new PackageLinesError(this.source, more > 0 ? [...this.listed, `and ${more} more`] : this.listed);
    }
}
/** The line as an error quotes it: one line, at most 200 characters. */
function quoteLine(text) {
    const line = (0,action_text/* oneLine */.TN)(text);
    return JSON.stringify(line.length > MAX_QUOTED_CHARS ? `${line.slice(0, MAX_QUOTED_CHARS - 3)}...` : line);
}
/**
 * Parses one input: package lines, or a CSV when its first row is a CSV header (the same rule for
 * `packages` and `packages-file`). Throws {@link PackageLinesError} naming every line that does not
 * parse (the first ten); nothing that was not understood is returned.
 */
function parsePackageLines(text, source, defaultEcosystem) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const problems = new Problems(source);
    const first = firstContentRow(body);
    const header = first && csvHeader(first, problems);
    problems.throwIfAny();
    const lines = header && first
        ? csvPackages(body, first, header, source, defaultEcosystem, problems)
        : linePackages(body, source, defaultEcosystem, problems);
    problems.throwIfAny();
    return lines;
}
const LINE_END = /\r\n|\n|\r/g;
function firstContentRow(body) {
    let found;
    let offset = 0;
    let line = 1;
    LINE_END.lastIndex = 0;
    for (;;) {
        const end = LINE_END.exec(body);
        const row = body.slice(offset, end ? end.index : body.length);
        const trimmed = row.trim();
        if (trimmed !== '' && !trimmed.startsWith('#')) {
            if (found) {
                found.moreRows = true;
                return found;
            }
            found = { text: row, offset, line, moreRows: false };
        }
        if (!end)
            return found;
        offset = end.index + end[0].length;
        line++;
    }
}
/**
 * The header when the first row is one: a separator and a package column (or, alone on its row,
 * a package column's name followed by more rows). A first row that reads as a header but names no
 * package column is a problem: its cells are never searched as names.
 */
function csvHeader(first, problems) {
    const separator = rowSeparator(first.text);
    const cells = [...csvRecords(first.text, separator ?? ',')][0]?.cells ?? [];
    const names = cells.map(cell => cell.trim().toLowerCase());
    if (separator === undefined &&
        !(first.moreRows && names.length === 1 && knownColumn(names[0]))) {
        return undefined;
    }
    const column = (known) => {
        const at = names.findIndex(name => known.includes(name));
        return at < 0 ? undefined : at;
    };
    const header = {
        separator: separator ?? ',',
        ...definedAs('name', column(PACKAGE_COLUMNS)),
        ...definedAs('purl', column([PURL_COLUMN])),
        ...definedAs('version', column(VERSION_COLUMNS)),
        ...definedAs('ecosystem', column(ECOSYSTEM_COLUMNS))
    };
    if (header.name !== undefined || header.purl !== undefined)
        return header;
    const headerLike = names.every(name => /^[a-z0-9_\- ]+$/.test(name) && !isPlainVersion(name));
    if (first.moreRows && headerLike) {
        problems.add(first.line, first.text, `this first row reads as a CSV header but names no package column; name one of ` +
            `${[...PACKAGE_COLUMNS, PURL_COLUMN].join(', ')} (and optionally ${VERSION_COLUMNS.join(', ')}; ` +
            `${ECOSYSTEM_COLUMNS.join(', ')})`);
    }
    return undefined;
}
function knownColumn(name) {
    return PACKAGE_COLUMNS.includes(name) || name === PURL_COLUMN;
}
function definedAs(key, at) {
    return (at === undefined ? {} : { [key]: at });
}
/** The packages of a CSV's rows below its header. */
function csvPackages(body, first, header, source, defaultEcosystem, problems) {
    const lines = [];
    let isHeader = true;
    for (const record of csvRecords(body, header.separator, first.offset, first.line)) {
        if (isHeader) {
            isHeader = false;
            continue;
        }
        const cell = (at) => at === undefined ? '' : (record.cells[at] ?? '').trim();
        const written = record.text.trim();
        if (record.cells.every(c => c.trim() === '') || cell(0).startsWith('#'))
            continue;
        try {
            const found = csvRow(cell(header.name), cell(header.purl), cell(header.version), cell(header.ecosystem), defaultEcosystem);
            for (const query of found) {
                lines.push({
                    source,
                    line: record.line,
                    text: found.length === 1 ? written : describeLine(query),
                    ...query
                });
            }
        }
        catch (error) {
            if (!(error instanceof LineProblem))
                throw error;
            problems.add(record.line, written, error.message);
        }
    }
    return lines;
}
/** One CSV row's packages: one per version of its version cell. */
function csvRow(nameCell, purlCell, versionCell, ecosystemCell, defaultEcosystem) {
    let rowEcosystem;
    if (ecosystemCell !== '') {
        rowEcosystem = ecosystemNamed(ecosystemCell);
        if (rowEcosystem === undefined) {
            throw new LineProblem(`ecosystem ${quoted(ecosystemCell)} is not one searched; use one of ${dependency_filter/* ECOSYSTEMS */.SQ.join(', ')} ` +
                `(or an OSV name such as PyPI, crates.io, Go)`);
        }
    }
    const written = purlCell !== '' ? purlCell : nameCell;
    if (written === '')
        throw new LineProblem('the package column is empty');
    const base = parsePackage(written, rowEcosystem ?? defaultEcosystem);
    if (rowEcosystem !== undefined && base.ecosystem !== rowEcosystem) {
        throw new LineProblem(`the ecosystem column says ${rowEcosystem}, the package says ${base.ecosystem}`);
    }
    if (versionCell === '' || versionCell === '*')
        return [base];
    if (base.version.kind !== 'any') {
        throw new LineProblem('a version is given twice: in the package cell and in the version column');
    }
    return versionCellQueries(versionCell).map(version => ({ ...base, version }));
}
/**
 * A version cell: several plain versions separated by `,`, `||` or blanks → one query each; bounds
 * (`>=2.0.0,<2.17.1`) → one range; `==1.2.3` exact.
 */
function versionCellQueries(cell) {
    const versions = [];
    for (const alternative of cell.split('||')) {
        const part = normalizeBlanks(alternative.trim());
        if (part === '')
            continue;
        if (/[<>=]/.test(part)) {
            versions.push(parseVersion(part));
            continue;
        }
        for (const piece of part.split(/[\s,]+/)) {
            if (piece !== '')
                versions.push(parseVersion(piece));
        }
    }
    if (versions.length === 0)
        throw new LineProblem(`the version cell ${quoted(cell)} holds no version`);
    return versions;
}
/**
 * Blanks that belong to a version: around a comma before a bound operator, after an operator, and
 * before one (`requests >= 2.0, < 2.32` is `requests>=2.0,<2.32`); and around a lone `@`. A blank
 * between two bounds is npm's way of writing both (`>=1.0.0 <2.0.0`): a comma.
 */
function normalizeBlanks(line) {
    return line
        .replace(/((?:[<>]=?|==?)[^\s,;<>=]+)\s+(?=[<>])/g, '$1,')
        .replace(/\s*,\s*(?=[<>=!~^])/g, ',')
        .replace(/(===|==|>=|<=|~=|!=|[<>=~^])\s+/g, '$1')
        .replace(/\s+(?=(?:[<>=!~]=|[<>]|\^\d|~\d))/g, '')
        .replace(/(\S)\s+@\s+(?=\S)/g, '$1@')
        .replace(/(\S)@\s+(?=\S)/g, '$1@');
}
/**
 * A line's pieces: blanks separate, and `,` or `;` — except a comma before a bound operator (part of
 * a version), inside `[...]` (pip extras), or in a package URL's qualifiers.
 */
function linePieces(line) {
    const pieces = [];
    const text = normalizeBlanks(line.trim());
    let start = 0;
    let depth = 0;
    const push = (end) => {
        if (end > start)
            pieces.push(text.slice(start, end));
    };
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '[')
            depth++;
        else if (c === ']')
            depth = Math.max(0, depth - 1);
        else if (/\s/.test(c)) {
            push(i);
            start = i + 1;
            depth = 0;
        }
        else if ((c === ',' || c === ';') && depth === 0) {
            const current = text.slice(start, i);
            const inQualifiers = /^pkg:/i.test(current) && current.includes('?');
            // A purl's qualifiers may hold commas (checksums=a,b); a comma before another purl splits.
            const nextPurl = /^pkg:/i.test(text.slice(i + 1, i + 5));
            if (c === ',' && (/[<>=!~^]/.test(text[i + 1] ?? '') || (inQualifiers && !nextPurl)))
                continue;
            push(i);
            start = i + 1;
        }
    }
    push(text.length);
    return pieces;
}
/** The packages of plain lines: several a line, each piece a package or a version of the one before. */
function linePackages(body, source, defaultEcosystem, problems) {
    const lines = [];
    body.split(/\r\n|\n|\r/).forEach((row, index) => {
        const line = index + 1;
        const hash = row.indexOf('#');
        const written = (hash < 0 ? row : row.slice(0, hash)).trim();
        if (written === '')
            return;
        try {
            const found = parseLinePackages(written, defaultEcosystem);
            for (const query of found) {
                lines.push({
                    source,
                    line,
                    text: found.length === 1 ? written : describeLine(query),
                    ...query
                });
            }
        }
        catch (error) {
            if (!(error instanceof LineProblem))
                throw error;
            problems.add(line, written, error.message);
        }
    });
    return lines;
}
/**
 * The packages of one line (comment removed). A plain version after a package is that package at
 * that version (`lodash,4.17.20,4.17.21` is lodash at each); nothing is guessed beyond that.
 */
function parseLinePackages(written, defaultEcosystem) {
    const found = [];
    /** The package the next plain version belongs to, and whether it still stands without one. */
    let last;
    for (const piece of linePieces(written)) {
        if (isPlainVersion(piece)) {
            if (last === undefined) {
                throw new LineProblem(`${quoted(piece)} is a version with no package before it`);
            }
            if (last.query.version.kind === 'range') {
                throw new LineProblem(`${quoted(piece)} follows a package given with bounds`);
            }
            const query = {
                ...last.query,
                version: { kind: 'exact', version: piece }
            };
            if (last.bare) {
                found[found.length - 1] = query;
                last.bare = false;
            }
            else
                found.push(query);
            continue;
        }
        const query = parsePackage(piece, defaultEcosystem);
        found.push(query);
        last = { query, bare: query.version.kind === 'any' };
    }
    return found;
}
/** One package: a package URL, or `[<ecosystem>:]<name>[@<version> | <operator><version>]`. */
function parsePackage(text, defaultEcosystem) {
    if (/^pkg:/i.test(text))
        return parsePurl(text);
    const colon = text.indexOf(':');
    const prefix = colon > 0 ? text.slice(0, colon).toLowerCase() : undefined;
    let ecosystem;
    let rest;
    if (prefix !== undefined && isEcosystem(prefix)) {
        ecosystem = prefix;
        rest = text.slice(colon + 1);
    }
    else if (defaultEcosystem !== undefined) {
        ecosystem = defaultEcosystem;
        rest = text;
    }
    else if (prefix !== undefined && /^[a-z_.]+$/.test(prefix)) {
        const alias = ecosystemNamed(prefix);
        throw new LineProblem(`unknown ecosystem ${quoted(prefix)}` +
            (alias ? ` (the published name is ${alias})` : '') +
            `; use one of ${dependency_filter/* ECOSYSTEMS */.SQ.join(', ')}`);
    }
    else {
        throw new LineProblem('no ecosystem: write it first (npm:name@1.2.3), or set default-ecosystem');
    }
    const split = splitVersion(rest.trim());
    let name = split.name;
    // pip's extras (`requests[socks]`) select optional features of the same package.
    if (ecosystem === 'pypi')
        name = name.replace(/\[[^\]]*\]$/, '');
    const problem = nameProblem(ecosystem, name);
    if (problem !== undefined)
        throw new LineProblem(problem);
    return { ecosystem, name, version: parseVersion(split.version) };
}
/**
 * `name@version` at the last `@` that is not the name's first character (`@ctrl/tinycolor@4.1.1`);
 * where there is none, at the first `==`, `>=`, `<=`, `>` or `<` (pip's `num2words==0.5.15`);
 * neither → no version.
 */
function splitVersion(text) {
    const at = text.lastIndexOf('@');
    if (at > 0)
        return { name: text.slice(0, at).trim(), version: text.slice(at + 1).trim() };
    // `~=`, `!=`, `~1.2` and `^1.2` split too, so that the version part refuses them (never a name).
    const operator = /===|==|>=|<=|~=|!=|[<>]|[~^](?=\d)/.exec(text);
    if (operator && operator.index > 0) {
        return {
            name: text.slice(0, operator.index).trim(),
            version: text.slice(operator.index).trim()
        };
    }
    return { name: text, version: undefined };
}
/** An operator (or none: an exact version) and a version; `~1.2` and `^1.2` are no versions here. */
const BOUND = /^(===|==|>=|>|<=|<|=)?\s*([^\s<>=,~^!]+)$/;
/**
 * The version part: none or `*` → any version; a plain version (or `==1.2.3`) → that version; one
 * lower bound (`>=`, `>`) and/or one upper bound (`<`, `<=`), comma-separated.
 */
function parseVersion(text) {
    if (text === undefined || text === '*')
        return { kind: 'any' };
    if (text === '')
        throw new LineProblem('the version after "@" is empty');
    const parts = text.split(',').map(part => part.trim());
    const bounds = {};
    for (const part of parts) {
        const match = BOUND.exec(part);
        if (!match) {
            const range = /^[~^!]/.test(part)
                ? '; a pip or npm range? ~=, !=, ^ and ~ are not searched: give the bounds they stand for'
                : '';
            throw new LineProblem(`${quoted(part)} is not a version or a bound (>=, >, <, <= and a version)${range}`);
        }
        const [, operator, version] = match;
        if (operator === undefined || operator.startsWith('=')) {
            if (parts.length > 1) {
                throw new LineProblem(`an exact version (${part}) cannot be combined with bounds`);
            }
            return { kind: 'exact', version };
        }
        const side = operator.startsWith('>') ? 'lower' : 'upper';
        if (bounds[side] !== undefined) {
            throw new LineProblem(`two ${side} bounds (${bounds[side]} and ${part}); give one of each`);
        }
        bounds[side] = `${operator}${version}`;
    }
    return { kind: 'range', ...bounds };
}
/** `pkg:type/namespace/name@version?qualifiers#subpath`, percent-decoded. */
function parsePurl(text) {
    const body = text
        .slice(4)
        .replace(/^\/+/, '')
        .replace(/[?#].*$/, '');
    const at = body.lastIndexOf('@');
    const path = at < 0 ? body : body.slice(0, at);
    const versionText = at < 0 ? undefined : decode(body.slice(at + 1));
    const segments = path.split('/').filter(segment => segment !== '');
    const type = (segments.shift() ?? '').toLowerCase();
    const ecosystem = Object.hasOwn(PURL_TYPES, type) ? PURL_TYPES[type] : undefined;
    if (ecosystem === undefined) {
        throw new LineProblem(`package URL type ${quoted(type)} is not one searched; use one of ` +
            Object.keys(PURL_TYPES).join(', '));
    }
    const decoded = segments.map(decode);
    const last = decoded.pop();
    if (last === undefined || last === '')
        throw new LineProblem('the package URL has no name');
    const namespace = decoded.join('/');
    let name = last;
    if (namespace !== '')
        name = type === 'maven' ? `${namespace}:${last}` : `${namespace}/${last}`;
    const problem = nameProblem(ecosystem, name);
    if (problem !== undefined)
        throw new LineProblem(problem);
    return { ecosystem, name, version: parseVersion(versionText) };
}
function decode(segment) {
    try {
        return decodeURIComponent(segment);
    }
    catch {
        throw new LineProblem(`${quoted(segment)} is not valid percent-encoding`);
    }
}
/** The name as PEP 503 normalizes PyPI names: runs of `-`, `_`, `.` to one `-`, lower case. */
function pep503(name) {
    return name.replace(/[-_.]+/g, '-').toLowerCase();
}
/** A key that is equal for lines that ask the same (PyPI names as PEP 503 normalizes them). */
function lineKey(line) {
    const name = line.ecosystem === 'pypi' ? pep503(line.name) : line.name;
    const v = line.version;
    const version = v.kind === 'any'
        ? '*'
        : v.kind === 'exact'
            ? `=${v.version}`
            : `${v.lower ?? ''},${v.upper ?? ''}`;
    return `${line.ecosystem}\u0000${name}\u0000${version}`;
}
/** The lines with each repeated one (same key) kept once, at its first place; and how many went. */
function distinctLines(lines) {
    const seen = new Set();
    const kept = [];
    for (const line of lines) {
        const key = lineKey(line);
        if (seen.has(key))
            continue;
        seen.add(key);
        kept.push(line);
    }
    return { lines: kept, repeated: lines.length - kept.length };
}
/** `npm:@ctrl/tinycolor@4.1.1`, `maven:g:a@>=2.0.0,<2.17.1`: a line as the summary names it. */
function describeLine(line) {
    const v = line.version;
    const version = v.kind === 'any'
        ? ''
        : v.kind === 'exact'
            ? `@${v.version}`
            : `@${[v.lower, v.upper].filter(b => b !== undefined).join(',')}`;
    return `${line.ecosystem}:${line.name}${version}`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/modes/dependency-search/list-file.ts
/**
 * Reading `packages-file` and `advisories-file` safely: the path resolves (symlinks followed) inside
 * the workspace or `RUNNER_TEMP`, it is a regular file (not a FIFO, which would hang the step, nor
 * a device such as /dev/zero, which never ends), and at most 8 MiB are read. Errors name the path
 * and never quote the file's content.
 */





/** A list or advisories file larger than this is refused: 10,000 lines of CSV fit in far less. */
const MAX_LIST_FILE_BYTES = 8 * 1024 * 1024;
/** The file's text, read as UTF-8; an {@link InputError} naming the input when it cannot be. */
function readListFile(input, value, env, shouldHold) {
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const file = external_node_path_.resolve(workspace, value.trim());
    const fail = (problem) => {
        throw new inputs/* InputError */.dz(`Input '${input}' (${file}) cannot be read: ${problem}. ${shouldHold}`);
    };
    let real;
    try {
        real = external_node_fs_.realpathSync(file);
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            return fail('there is no such file. A file of the repository is there only after an ' +
                'actions/checkout step earlier in the job; a path is relative to the workspace');
        }
        return fail((0,action_text/* errorMessage */.gJ)(error));
    }
    const roots = [workspace, env.RUNNER_TEMP].filter((root) => !!root);
    if (!roots.some(root => (0,files/* isInside */.FK)(real, realOrSelf(root)))) {
        return fail(`it resolves to ${real}, outside the workspace and RUNNER_TEMP; give a file in either`);
    }
    let fd;
    try {
        // Non-blocking, so that a FIFO is refused at once instead of waiting for a writer.
        fd = external_node_fs_.openSync(real, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (error) {
        return fail((0,action_text/* errorMessage */.gJ)(error));
    }
    try {
        const stat = external_node_fs_.fstatSync(fd);
        if (!stat.isFile())
            return fail(`it is ${kindOf(stat)}, not a regular file`);
        if (stat.size > MAX_LIST_FILE_BYTES) {
            return fail(`it holds ${stat.size} bytes, more than the ${MAX_LIST_FILE_BYTES} read`);
        }
        // Read one byte past the bound, so that a file that grew since fstat is refused too.
        const buffer = Buffer.alloc(MAX_LIST_FILE_BYTES + 1);
        let length = 0;
        for (;;) {
            const read = external_node_fs_.readSync(fd, buffer, length, buffer.length - length, null);
            if (read === 0)
                break;
            length += read;
            if (length > MAX_LIST_FILE_BYTES) {
                return fail(`it holds more than the ${MAX_LIST_FILE_BYTES} bytes read`);
            }
        }
        return buffer.toString('utf8', 0, length);
    }
    finally {
        external_node_fs_.closeSync(fd);
    }
}
function realOrSelf(root) {
    try {
        return external_node_fs_.realpathSync(root);
    }
    catch {
        return external_node_path_.resolve(root);
    }
}
function kindOf(stat) {
    if (stat.isDirectory())
        return 'a directory';
    if (stat.isFIFO())
        return 'a FIFO';
    if (stat.isCharacterDevice() || stat.isBlockDevice())
        return 'a device';
    if (stat.isSocket())
        return 'a socket';
    return 'not a regular file';
}

;// CONCATENATED MODULE: ./src/modes/dependency-search/advisories.ts


/** Problems listed in one error at most. */
const advisories_MAX_PROBLEMS = 10;
/** Characters of an advisory ID (or alias) at most. */
const MAX_ID_CHARS = 200;
/** Aliases kept of a record at most (they are shown, not searched). */
const MAX_ALIASES = 32;
/** A version as a bound may carry it: no blank, comma or operator. */
const VERSION = /^[^\s<>=,~^!]+$/;
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The records of the file: one object, an array of them, or one a line. */
function records(text) {
    const body = text.replace(/^\uFEFF/, '').trim();
    if (body === '')
        return [];
    try {
        const whole = JSON.parse(body);
        return Array.isArray(whole) ? whole : [whole];
    }
    catch {
        // Not one JSON value: JSON Lines, each line a record.
    }
    // Numbered as the file's lines, blank ones included, so that an error names the right one.
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    return lines.flatMap((line, index) => {
        if (line.trim() === '')
            return [];
        try {
            return [JSON.parse(line)];
        }
        catch {
            throw new PackageLinesError('advisories-file', [
                `advisories-file line ${index + 1}: not JSON; give OSV JSON: one record, an array of ` +
                    'records, or one record a line'
            ]);
        }
    });
}
/** Parses the file; throws {@link PackageLinesError} naming each record that is not OSV. */
function parseAdvisories(text) {
    const packages = [];
    const notices = [];
    const problems = [];
    let problemCount = 0;
    records(text).forEach((record, index) => {
        const position = index + 1;
        try {
            packages.push(...recordPackages(record, position, notices));
        }
        catch (error) {
            if (!(error instanceof LineProblem))
                throw error;
            problemCount++;
            const id = isObject(record) && typeof record.id === 'string' ? ` (${quoted(record.id)})` : '';
            if (problems.length < advisories_MAX_PROBLEMS) {
                problems.push(`advisories-file record ${position}${id}: ${error.message}`);
            }
        }
    });
    if (problemCount > problems.length)
        problems.push(`and ${problemCount - problems.length} more`);
    if (problems.length > 0)
        throw new PackageLinesError('advisories-file', problems);
    return { packages, notices };
}
function recordPackages(record, position, notices) {
    if (!isObject(record) || typeof record.id !== 'string' || record.id === '') {
        throw new LineProblem('not an OSV record (an object with an "id" and "affected")');
    }
    const id = record.id;
    // Each package of the record carries its ID and aliases into the file and the summary: an ID is
    // a few dozen characters (GHSA-…, PYSEC-…), so a long one is no OSV record's.
    if (id.length > MAX_ID_CHARS) {
        throw new LineProblem(`its "id" is longer than ${MAX_ID_CHARS} characters`);
    }
    const aliases = Array.isArray(record.aliases)
        ? record.aliases
            .filter((a) => typeof a === 'string' && a.length <= MAX_ID_CHARS)
            .slice(0, MAX_ALIASES)
        : [];
    if (!Array.isArray(record.affected))
        throw new LineProblem('"affected" is not a list');
    const lines = [];
    for (const affected of record.affected) {
        for (const query of affectedQueries(affected, id, notices)) {
            lines.push({
                source: 'advisories-file',
                line: position,
                text: `${id} ${describeLine(query)}`,
                ...query,
                advisory: { id, aliases }
            });
        }
    }
    return lines;
}
/** The packages of one `affected[]` entry. */
function affectedQueries(affected, id, notices) {
    if (!isObject(affected) || !isObject(affected.package)) {
        throw new LineProblem('an "affected" entry has no "package"');
    }
    const pkg = affected.package;
    const base = packageOf(pkg);
    const versions = [];
    let ranged = false;
    for (const range of Array.isArray(affected.ranges) ? affected.ranges : []) {
        if (!isObject(range))
            continue;
        const type = typeof range.type === 'string' ? range.type : '';
        if (type !== 'SEMVER' && type !== 'ECOSYSTEM') {
            notices.push(`${id}: a ${type || 'typeless'} range of ${describeLine(base)} was skipped`);
            continue;
        }
        const events = Array.isArray(range.events) ? range.events.filter(isObject) : [];
        if (events.some(event => event.limit !== undefined)) {
            notices.push(`${id}: a range of ${describeLine(base)} with a "limit" event was skipped`);
            continue;
        }
        ranged = true;
        versions.push(...intervals(events));
    }
    if (!ranged) {
        const listed = Array.isArray(affected.versions) ? affected.versions : [];
        for (const version of listed) {
            if (typeof version !== 'string' || !VERSION.test(version)) {
                throw new LineProblem(`version ${quoted(String(version))} of ${describeLine(base)} is not one`);
            }
            versions.push({ kind: 'exact', version });
        }
        // Neither ranges nor versions: every version, as the schema reads an entry without both.
        if (listed.length === 0 && !Array.isArray(affected.ranges))
            versions.push({ kind: 'any' });
    }
    return versions.map(version => ({ ...base, version }));
}
/** The package of `affected[].package`: its ecosystem and name, or its purl. */
function packageOf(pkg) {
    if (typeof pkg.name === 'string' && pkg.name !== '') {
        const written = typeof pkg.ecosystem === 'string' ? pkg.ecosystem : '';
        const ecosystem = ecosystemNamed(written.split(':')[0]);
        if (ecosystem === undefined || written.includes(':')) {
            throw new LineProblem(`ecosystem ${quoted(written)} is not one searched (npm, PyPI, Maven, Go, crates.io, ` +
                'RubyGems, Packagist, NuGet, Pub, Hex, SwiftURL)');
        }
        const problem = nameProblem(ecosystem, pkg.name);
        if (problem !== undefined)
            throw new LineProblem(problem);
        return { ecosystem, name: pkg.name, version: { kind: 'any' } };
    }
    if (typeof pkg.purl === 'string') {
        const query = parsePackage(pkg.purl.replace(/@[^/]*$/, ''), undefined);
        return { ...query, version: { kind: 'any' } };
    }
    throw new LineProblem('a package has neither a name nor a purl');
}
/**
 * The intervals of one range's events, in order: `introduced` opens one (`>=`, none for `0`),
 * `fixed` closes it with `<`, `last_affected` with `<=`; one left open has its lower bound only.
 */
function intervals(events) {
    const out = [];
    let open;
    const version = (value, field) => {
        if (typeof value !== 'string' || !VERSION.test(value)) {
            throw new LineProblem(`${field} ${quoted(String(value))} is not a version`);
        }
        return value;
    };
    for (const event of events) {
        if (event.introduced !== undefined) {
            const v = version(event.introduced, 'introduced');
            open = v === '0' ? {} : { lower: `>=${v}` };
        }
        else if (event.fixed !== undefined || event.last_affected !== undefined) {
            const upper = event.fixed !== undefined
                ? `<${version(event.fixed, 'fixed')}`
                : `<=${version(event.last_affected, 'last_affected')}`;
            out.push({ kind: 'range', ...open, upper });
            open = undefined;
        }
    }
    if (open !== undefined)
        out.push(open.lower === undefined ? { kind: 'any' } : { kind: 'range', ...open });
    return out;
}

;// CONCATENATED MODULE: ./src/modes/dependency-search/inputs.ts
/** The inputs of `mode: dependency-search`, each checked once, before any request. */







/** SearchScans covers the past 30 days. */
const SCANNED_SINCE_MAX_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const ADVISORIES_FILE_HOLDS = 'Give OSV JSON (one advisory, an array, or one a line), as osv.dev or the GitHub advisory ' +
    'database give it, relative to the workspace.';
const PACKAGES_FILE_HOLDS = 'Give a file of package lines, or a CSV with a header naming a package column such as ' +
    'package,version, relative to the workspace.';
/** `now` is the time `scanned-since` counts back from (injected by tests). */
function parseDependencySearchInputs(read, env, now = Date.now()) {
    const defaultEcosystem = parseDefaultEcosystem(read('default-ecosystem'));
    const lines = [];
    const advisoryNotices = [];
    try {
        lines.push(...parsePackageLines(read('packages'), 'packages', defaultEcosystem));
        const file = read('packages-file').trim();
        if (file) {
            const text = readListFile('packages-file', file, env, PACKAGES_FILE_HOLDS);
            lines.push(...parsePackageLines(text, 'packages-file', defaultEcosystem));
        }
        const advisoriesFile = read('advisories-file').trim();
        if (advisoriesFile) {
            const text = readListFile('advisories-file', advisoriesFile, env, ADVISORIES_FILE_HOLDS);
            const advisories = parseAdvisories(text);
            lines.push(...advisories.packages);
            advisoryNotices.push(...advisories.notices);
        }
    }
    catch (error) {
        if (!(error instanceof PackageLinesError))
            throw error;
        if (error.source === 'advisories-file') {
            throw new inputs/* InputError */.dz(`Input 'advisories-file' is not OSV JSON as searched: ${error.problems.join('; ')}.`);
        }
        throw new inputs/* InputError */.dz(`Fix these lines of input '${error.source}' (packages as <ecosystem>:<name>[@<version>], ` +
            `e.g. npm:@ctrl/tinycolor@4.1.1, a package URL or a pip spec, several a line between ` +
            `blanks, "," or ";"; or a CSV with a header row): ${error.problems.join('; ')}.`);
    }
    if (lines.length === 0) {
        throw new inputs/* InputError */.dz(`Input 'packages', 'packages-file' or 'advisories-file' must name at least one package, e.g. ` +
            `\`packages: npm:@ctrl/tinycolor@4.1.1 npm:debug@4.4.2\`.`);
    }
    if (lines.length > MAX_PACKAGE_LINES) {
        throw new inputs/* InputError */.dz(`Input 'packages' and 'packages-file' hold ${lines.length} package lines; at most ` +
            `${MAX_PACKAGE_LINES} are searched in one run: split the list over several steps.`);
    }
    const distinct = distinctLines(lines);
    const artifactName = (0,inputs/* parseArtifactName */.TZ)(read('artifact-name'));
    const scannedSince = parseScannedSince(read('scanned-since'), now);
    return {
        packages: distinct.lines,
        repeatedLines: distinct.repeated,
        ...(advisoryNotices.length > 0 && { advisoryNotices }),
        includeArchived: parseArchived(read('archived')),
        ...(scannedSince && { scannedSince }),
        failOnMatch: (0,inputs/* parseBoolean */.yG)('fail-on-match', read('fail-on-match'), false),
        searchFile: (0,inputs/* parseFilePath */.zJ)(read('search-file'), env, external_node_path_.join(env.RUNNER_TEMP || external_node_os_.tmpdir(), 'dependency-search.json')),
        ...(artifactName !== undefined && { artifactName }),
        concurrency: (0,inputs/* parseInteger */.cG)('concurrency', read('concurrency'), 8, 1, 32),
        summaryLimit: (0,inputs/* parseInteger */.cG)('summary-limit', read('summary-limit'), 100, 1, 1000)
    };
}
function parseDefaultEcosystem(value) {
    const trimmed = value.trim();
    if (!trimmed)
        return undefined;
    const ecosystem = ecosystemNamed(trimmed);
    if (ecosystem === undefined) {
        throw new inputs/* InputError */.dz(`Input 'default-ecosystem' is '${trimmed}'. Use one of: ${dependency_filter/* ECOSYSTEMS */.SQ.join(', ')}.`);
    }
    return ecosystem;
}
function parseArchived(value) {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === '' || trimmed === 'include')
        return true;
    if (trimmed === 'exclude')
        return false;
    throw new inputs/* InputError */.dz(`Input 'archived' is '${value.trim()}'. Use include or exclude.`);
}
/**
 * `scanned-since`: a date (`2026-11-20`, midnight UTC) or an age (`7d`), at most 30 days back and
 * not in the future.
 */
function parseScannedSince(value, now) {
    const trimmed = value.trim();
    if (!trimmed)
        return undefined;
    let time;
    const age = /^(\d{1,4})d$/i.exec(trimmed);
    if (age)
        time = now - Number(age[1]) * DAY_MS;
    else if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed))
        time = calendarDate(trimmed);
    else
        time = NaN;
    if (Number.isNaN(time)) {
        throw new inputs/* InputError */.dz(`Input 'scanned-since' is '${trimmed}'. Give a date (2026-11-20) or an age in days (7d).`);
    }
    if (time < now - SCANNED_SINCE_MAX_DAYS * DAY_MS) {
        throw new inputs/* InputError */.dz(`Input 'scanned-since' is '${trimmed}', more than ${SCANNED_SINCE_MAX_DAYS} days back: the ` +
            `platform's scan search covers the past ${SCANNED_SINCE_MAX_DAYS} days only. Give a later ` +
            `date or at most ${SCANNED_SINCE_MAX_DAYS}d.`);
    }
    if (time > now) {
        throw new inputs/* InputError */.dz(`Input 'scanned-since' is '${trimmed}', a date still to come.`);
    }
    const since = new Date(time).toISOString();
    return { since, label: age ? since.slice(0, 10) : trimmed };
}
/**
 * Midnight UTC of a `YYYY-MM-DD` that is a day of the calendar; NaN for one that is not, such as
 * 2026-11-31, which Date.parse rolls over to 1 December.
 */
function calendarDate(written) {
    const time = Date.parse(`${written}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(written) ? time : NaN;
}

// EXTERNAL MODULE: ./src/platform/id-set.ts
var id_set = __webpack_require__(64967);
// EXTERNAL MODULE: ./src/platform/json.ts
var json = __webpack_require__(62253);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/modes/dependency-search/kept.ts
/**
 * What a search keeps of the strings in the platform's answers: each cut to 1,024 characters, and
 * the many a match repeats (lockfile paths, URL pieces, versions) once each, outside the JavaScript
 * heap. A hostile platform's distinct 1 KiB lockfile paths, kept as strings, made V8 grow its young
 * generation to its limit and took the step to 370 MB at 56,000 matches (docs/performance.md).
 */

/** Each string kept from an answer is cut to this many characters. */
const MAX_KEPT_CHARS = 1024;
/**
 * `text` cut to {@link MAX_KEPT_CHARS} characters, as a string of its own: a string read from an
 * answer may be a slice of the whole answer's text, which it would keep in memory.
 */
function kept(text) {
    const cut = text.length <= MAX_KEPT_CHARS ? text : text.slice(0, MAX_KEPT_CHARS);
    // V8 makes strings of fewer than 13 characters copies, never slices.
    return cut.length < 13 ? cut : Buffer.from(cut, 'utf8').toString('utf8');
}
/** Strings up to this long are also kept as strings: they are read often and cost little. */
const SHORT_CHARS = 128;
/** The bytes of the strings are kept in chunks of this size. */
const CHUNK_BYTES = 1 << 20;
/** UTF-8 bytes of a kept string at most: a UTF-16 code unit is at most 3 bytes. */
const MAX_KEPT_BYTES = MAX_KEPT_CHARS * 3;
/**
 * One copy of each string kept, numbered from 0: its UTF-8 bytes in Buffer chunks, and a short one
 * also as a string. Long strings are told apart by their SHA-256 digest, so that no answer shaped in
 * advance can make two of them one (a `Map` keyed by the strings would hold them on the heap).
 */
class StringPool {
    chunks = [];
    /** Bytes used of the last chunk. */
    used = 0;
    /** Each string's chunk, first byte and byte length, by number. */
    chunkOf = new Uint32Array(64);
    startOf = new Uint32Array(64);
    lengthOf = new Uint16Array(64);
    shortText = [];
    shortIds = new Map();
    longIds = new Map();
    scratch = Buffer.allocUnsafe(MAX_KEPT_BYTES);
    stored = 0;
    /** How many strings are kept. */
    get size() {
        return this.shortText.length;
    }
    /** The bytes of the strings kept, as UTF-8. */
    get bytes() {
        return this.stored;
    }
    /** The number of `text` cut to {@link MAX_KEPT_CHARS} characters, kept once. */
    intern(text) {
        const cut = text.length <= MAX_KEPT_CHARS ? text : text.slice(0, MAX_KEPT_CHARS);
        if (cut.length <= SHORT_CHARS) {
            const known = this.shortIds.get(cut);
            if (known !== undefined)
                return known;
            const copy = kept(cut);
            const id = this.store(copy, copy);
            this.shortIds.set(copy, id);
            return id;
        }
        const length = this.scratch.write(cut, 'utf8');
        const digest = (0,external_node_crypto_.hash)('sha256', this.scratch.subarray(0, length), 'base64');
        const known = this.longIds.get(digest);
        if (known !== undefined)
            return known;
        const id = this.store(undefined, cut, length);
        this.longIds.set(digest, id);
        return id;
    }
    /** The string numbered `id`. */
    text(id) {
        return this.shortText[id] ?? this.chunks[this.chunkOf[id]].toString('utf8', ...this.range(id));
    }
    /** The order of two kept strings by their UTF-8 bytes, which is the order of their code points. */
    compare(a, b) {
        if (a === b)
            return 0;
        const [startA, endA] = this.range(a);
        const [startB, endB] = this.range(b);
        return this.chunks[this.chunkOf[a]].compare(this.chunks[this.chunkOf[b]], startB, endB, startA, endA);
    }
    range(id) {
        const start = this.startOf[id];
        return [start, start + this.lengthOf[id]];
    }
    /** Keeps the bytes of `text` (already in the scratch buffer when `length` is given). */
    store(short, text, length) {
        const bytes = length ?? this.scratch.write(text, 'utf8');
        if (this.chunks.length === 0 || this.used + bytes > CHUNK_BYTES) {
            this.chunks.push(Buffer.allocUnsafe(CHUNK_BYTES));
            this.used = 0;
        }
        const id = this.shortText.length;
        if (id === this.chunkOf.length) {
            this.chunkOf = grown(this.chunkOf);
            this.startOf = grown(this.startOf);
            this.lengthOf = grown(this.lengthOf);
        }
        this.scratch.copy(this.chunks.at(-1), this.used, 0, bytes);
        this.chunkOf[id] = this.chunks.length - 1;
        this.startOf[id] = this.used;
        this.lengthOf[id] = bytes;
        this.used += bytes;
        this.stored += bytes;
        this.shortText.push(short);
        return id;
    }
}
/** `array` copied into one twice as long. */
function grown(array) {
    const larger = new array.constructor(array.length * 2);
    larger.set(array);
    return larger;
}

;// CONCATENATED MODULE: ./src/modes/dependency-search/match-list.ts
/**
 * A line's matches, held in typed arrays with their strings in the search's {@link StringPool}:
 * about 50 bytes a match outside the JavaScript heap, where an object a match took about 500 bytes
 * on it and made V8 grow its young generation (100,000 matches with short paths peaked at 245 MB,
 * now 155–159 MB). A match is made an object again only where it is read whole (the summary's rows,
 * the search file).
 */


/**
 * Simple tabulation hashing over the 24 bytes of a match's identity (repository ID, line, version
 * and lockfile numbers), with random words drawn for each search: IDs and lines come from answers
 * anyone may shape, and no set of them chosen in advance collides in the table (see IdHash).
 */
class MatchHash {
    table;
    /** `seed`: 6,144 words, random unless given (tests). */
    constructor(seed) {
        this.table = seed ? Uint32Array.from(seed) : (0,external_node_crypto_.randomFillSync)(new Uint32Array(WORDS * 4 * 256));
        if (this.table.length !== WORDS * 4 * 256)
            throw new RangeError('a MatchHash seed is 6,144 words');
    }
    of(repositoryId, line, version, path) {
        const words = [
            Number(BigInt.asUintN(32, repositoryId)),
            Number(BigInt.asUintN(32, repositoryId >> 32n)),
            line >>> 0,
            Math.floor(line / 2 ** 32) >>> 0,
            version >>> 0,
            path >>> 0
        ];
        const t = this.table;
        let h = 0;
        for (let w = 0; w < WORDS; w++) {
            const word = words[w];
            const at = w * 1024;
            h ^=
                t[at + (word & 255)] ^
                    t[at + 256 + ((word >>> 8) & 255)] ^
                    t[at + 512 + ((word >>> 16) & 255)] ^
                    t[at + 768 + (word >>> 24)];
        }
        return h >>> 0;
    }
}
/** The 32-bit words of a match's identity. */
const WORDS = 6;
/** Numbers of the strings a match keeps, by position: lockfile, version, transitivity, URL. */
const PATH = 0;
const match_list_VERSION = 1;
const TRANSITIVITY = 2;
/** The URL's number, or the number of the piece before the lockfile path; -1 without a URL. */
const match_list_URL = 3;
/** The number of the piece after the lockfile path; -1 when {@link URL} is the whole URL. */
const URL_AFTER = 4;
const STRIDE = 5;
const ARCHIVED = 1;
const BY_RANGE = 2;
/** The line of a match without one. */
const NO_LINE = -1;
/**
 * The columns of a list without matches, shared: most of a search's 10,000 lines match nothing, and
 * arrays of their own would cost 50,000 objects. A list's first match replaces them (they stay empty).
 */
const NO_IDS = new BigUint64Array(0);
const NO_LINES = new Float64Array(0);
const NO_NUMBERS = new Int32Array(0);
const NO_FLAGS = new Uint8Array(0);
class MatchList {
    pool;
    hash;
    count = 0;
    repositories = NO_IDS;
    lines = NO_LINES;
    strings = NO_NUMBERS;
    flags = NO_FLAGS;
    /** Open addressing with linear probing on the matches: position plus one, 0 when empty. */
    table = NO_NUMBERS;
    constructor(pool, hash) {
        this.pool = pool;
        this.hash = hash;
    }
    get length() {
        return this.count;
    }
    /**
     * Adds a match unless the same one is there (asked under two names, or returned twice: the same
     * repository, lockfile, line and version); gives whether it was added.
     */
    add(match) {
        const path = this.pool.intern(match.lockfilePath);
        const version = this.pool.intern(match.version);
        const line = match.line ?? NO_LINE;
        if (this.count * 2 >= this.table.length)
            this.grow();
        const mask = this.table.length - 1;
        let slot = this.hash.of(match.repositoryId, line, version, path) & mask;
        for (let at = this.table[slot]; at !== 0; at = this.table[slot]) {
            if (this.same(at - 1, match.repositoryId, line, version, path))
                return false;
            slot = (slot + 1) & mask;
        }
        const index = this.count++;
        this.table[slot] = index + 1;
        this.repositories[index] = match.repositoryId;
        this.lines[index] = line;
        this.flags[index] = (match.archived ? ARCHIVED : 0) | (match.byRange ? BY_RANGE : 0);
        const s = index * STRIDE;
        this.strings[s + PATH] = path;
        this.strings[s + match_list_VERSION] = version;
        this.strings[s + TRANSITIVITY] = this.pool.intern(match.transitivity);
        this.keepUrl(s, match.url, match.lockfilePath);
        return true;
    }
    repositoryIdAt(index) {
        return this.repositories[index];
    }
    archivedAt(index) {
        return (this.flags[index] & ARCHIVED) !== 0;
    }
    byRangeAt(index) {
        return (this.flags[index] & BY_RANGE) !== 0;
    }
    transitivityAt(index) {
        return this.pool.text(this.strings[index * STRIDE + TRANSITIVITY]);
    }
    /** The match at `index`, as an object. */
    at(index) {
        const s = index * STRIDE;
        const line = this.lines[index];
        const url = this.urlAt(s);
        return {
            repositoryId: this.repositories[index],
            archived: this.archivedAt(index),
            lockfilePath: this.pool.text(this.strings[s + PATH]),
            ...(line !== NO_LINE && { line }),
            ...(url !== undefined && { url }),
            version: this.pool.text(this.strings[s + match_list_VERSION]),
            transitivity: this.transitivityAt(index),
            byRange: this.byRangeAt(index)
        };
    }
    /** The matches from `start` up to `end`, as objects. */
    slice(start, end) {
        const matches = [];
        for (let i = Math.max(0, start); i < Math.min(end, this.count); i++)
            matches.push(this.at(i));
        return matches;
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.count; i++)
            yield this.at(i);
    }
    /**
     * Puts the matches in order: active repositories first, then by repository ID, lockfile path (in
     * the order of its code points) and line.
     */
    sort() {
        const order = Array.from({ length: this.count }, (_, i) => i).sort((a, b) => this.byPlace(a, b));
        const repositories = new BigUint64Array(this.repositories.length);
        const lines = new Float64Array(this.lines.length);
        const strings = new Int32Array(this.strings.length);
        const flags = new Uint8Array(this.flags.length);
        order.forEach((from, to) => {
            repositories[to] = this.repositories[from];
            lines[to] = this.lines[from];
            flags[to] = this.flags[from];
            strings.set(this.strings.subarray(from * STRIDE, (from + 1) * STRIDE), to * STRIDE);
        });
        this.repositories = repositories;
        this.lines = lines;
        this.strings = strings;
        this.flags = flags;
        this.rehash(this.table.length);
    }
    byPlace(a, b) {
        const archived = (this.flags[a] & ARCHIVED) - (this.flags[b] & ARCHIVED);
        if (archived !== 0)
            return archived;
        const idA = this.repositories[a];
        const idB = this.repositories[b];
        if (idA !== idB)
            return idA < idB ? -1 : 1;
        const path = this.pool.compare(this.strings[a * STRIDE + PATH], this.strings[b * STRIDE + PATH]);
        if (path !== 0)
            return path;
        return Math.max(this.lines[a], 0) - Math.max(this.lines[b], 0);
    }
    same(index, repositoryId, line, version, path) {
        const s = index * STRIDE;
        return (this.repositories[index] === repositoryId &&
            this.lines[index] === line &&
            this.strings[s + match_list_VERSION] === version &&
            this.strings[s + PATH] === path);
    }
    /**
     * Keeps a URL as the pooled pieces around the lockfile path when it holds the path, else whole.
     * (A path over 1,024 characters is kept cut; the URL read back, cut too, is still the URL's start.)
     */
    keepUrl(s, url, path) {
        const at = url === undefined || path === '' ? -1 : url.indexOf(path);
        this.strings[s + match_list_URL] =
            url === undefined ? -1 : this.pool.intern(at < 0 ? url : url.slice(0, at));
        this.strings[s + URL_AFTER] = at < 0 ? -1 : this.pool.intern(url.slice(at + path.length));
    }
    urlAt(s) {
        const url = this.strings[s + match_list_URL];
        if (url < 0)
            return undefined;
        const after = this.strings[s + URL_AFTER];
        if (after < 0)
            return this.pool.text(url);
        const whole = `${this.pool.text(url)}${this.pool.text(this.strings[s + PATH])}${this.pool.text(after)}`;
        return whole.slice(0, MAX_KEPT_CHARS);
    }
    /** Room for twice the matches, and a table for them. */
    grow() {
        const capacity = Math.max(8, this.repositories.length * 2);
        if (this.repositories.length === 0) {
            this.repositories = new BigUint64Array(capacity);
            this.lines = new Float64Array(capacity);
            this.strings = new Int32Array(capacity * STRIDE);
            this.flags = new Uint8Array(capacity);
        }
        else {
            this.repositories = grown(this.repositories);
            this.lines = grown(this.lines);
            this.strings = grown(this.strings);
            this.flags = grown(this.flags);
        }
        this.rehash(capacity * 2);
    }
    rehash(size) {
        this.table = new Int32Array(size);
        const mask = size - 1;
        for (let index = 0; index < this.count; index++) {
            const s = index * STRIDE;
            let slot = this.hash.of(this.repositories[index], this.lines[index], this.strings[s + match_list_VERSION], this.strings[s + PATH]) & mask;
            while (this.table[slot] !== 0)
                slot = (slot + 1) & mask;
            this.table[slot] = index + 1;
        }
    }
}

;// CONCATENATED MODULE: ./src/modes/dependency-search/model.ts
/**
 * What a search found, as the summary, the outputs and the search file read it: each line's
 * matches, the dependencies the client-side check rejected, the repositories searched (their names
 * by ID, from the repositories listing); and what the `scanned-since` check found.
 */






/** Matches kept at most over the search: beyond, the search stops as incomplete. */
const MAX_MATCHES_KEPT = 100_000;
/** Rejected dependencies kept at most (the rest are counted): a loose server may return many. */
const MAX_REJECTED_KEPT = 10_000;
/** The repositories the listing returned: IDs in the seeded ID set, names and archived state by position. */
class RepositoryBook {
    ids = new id_set/* IdSet */.w();
    names = [];
    archivedAt = [];
    active = 0;
    archived = 0;
    add(id, name, archived) {
        if (!this.ids.add(id))
            return;
        this.names.push(kept(name));
        this.archivedAt.push(archived);
        if (archived)
            this.archived++;
        else
            this.active++;
    }
    get size() {
        return this.ids.size;
    }
    /** The repository's name, or `repository <id>` when the listing did not return it. */
    nameOf(id) {
        const at = this.ids.positionOf(id);
        return at === undefined ? `repository ${id}` : this.names[at];
    }
    /** The active (not archived) repositories, in the listing's order. */
    *activeRepositories() {
        for (let at = 0; at < this.names.length; at++) {
            if (!this.archivedAt[at])
                yield { id: this.ids.idAt(at), name: this.names[at] };
        }
    }
}
/** A search that has found nothing yet: what the search step fills, or the summary shows unstarted. */
function emptySearch(lines, includeArchived) {
    // One pool and one hash for every line's matches: a lockfile path is kept once for all.
    const pool = new StringPool();
    const hash = new MatchHash();
    return {
        complete: false,
        packages: lines.map(query => ({ query, matches: new MatchList(pool, hash) })),
        strings: pool,
        repositories: new RepositoryBook(),
        includeArchived,
        rejected: [],
        rejectedCount: 0
    };
}
function searchCounts(search) {
    const exposed = new id_set/* IdSet */.w();
    let archivedExposed = 0;
    let matches = 0;
    let matchedPackages = 0;
    for (const result of search.packages) {
        const list = result.matches;
        matches += list.length;
        if (list.length > 0)
            matchedPackages++;
        for (let i = 0; i < list.length; i++) {
            if (exposed.add(list.repositoryIdAt(i)) && list.archivedAt(i))
                archivedExposed++;
        }
    }
    return {
        matches,
        exposedRepositories: exposed.size,
        archivedExposed,
        matchedPackages,
        packages: search.packages.length,
        unmatched: search.packages.length - matchedPackages
    };
}
/** Matches up to which repositories are told apart by comparing them: cheaper than a table. */
const SMALL_MATCH_COUNT = 64;
/** How many repositories a line matched in (IDs from the answer: counted in the seeded ID set). */
function repositoryCount(result) {
    const matches = result.matches;
    if (matches.length <= SMALL_MATCH_COUNT) {
        let distinct = 0;
        for (let i = 0; i < matches.length; i++) {
            const id = matches.repositoryIdAt(i);
            let seen = false;
            for (let j = 0; j < i && !seen; j++)
                seen = matches.repositoryIdAt(j) === id;
            if (!seen)
                distinct++;
        }
        return distinct;
    }
    const ids = new id_set/* IdSet */.w();
    for (let i = 0; i < matches.length; i++)
        ids.add(matches.repositoryIdAt(i));
    return ids.size;
}
/** The IDs of the repositories with a match. */
function exposedIds(search) {
    const ids = new id_set/* IdSet */.w();
    for (const { matches } of search.packages) {
        for (let i = 0; i < matches.length; i++)
            ids.add(matches.repositoryIdAt(i));
    }
    return ids;
}
/** The version fields of a line as the file writes them. */
function versionFields(line) {
    const v = line.version;
    if (v.kind === 'exact')
        return { version: v.version };
    if (v.kind === 'range') {
        return {
            ...(v.lower !== undefined && { versionLowerBound: v.lower }),
            ...(v.upper !== undefined && { versionUpperBound: v.upper })
        };
    }
    return {};
}
/** About how many characters of matches the search file is written in at once. */
const FILE_PIECE_CHARS = 64 * 1024;
/**
 * The search file, piece by piece: `{deploymentId, complete, error?, searched, packages, unmatched,
 * stale?, rejected, rejectedCount}`, IDs as exact JSON integers.
 */
function* searchFileText(deploymentId, search, stale) {
    const head = {
        deploymentId,
        complete: search.complete,
        ...(search.failure !== undefined && { error: (0,action_text/* errorMessage */.gJ)(search.failure) }),
        searched: {
            repositories: search.repositories.active,
            archived: search.includeArchived ? search.repositories.archived : 0
        }
    };
    const headText = (0,json/* stringifyExactJson */.dj)(head, 2);
    yield `${headText.slice(0, -2)},\n  "packages": [`;
    let first = true;
    for (const result of search.packages) {
        // A line's matches are written some at a time: one string of 100,000 would take much memory,
        // and a piece each would cost a write each.
        const entry = (0,json/* stringifyExactJson */.dj)(packageEntry(result));
        yield `${first ? '' : ','}\n    ${entry.slice(0, -2)}`;
        let piece = [];
        let chars = 0;
        let firstMatch = true;
        for (const match of result.matches) {
            const text = (0,json/* stringifyExactJson */.dj)(matchEntry(search.repositories, match));
            piece.push(`${firstMatch ? '' : ','}${text}`);
            firstMatch = false;
            chars += text.length + 1;
            if (chars >= FILE_PIECE_CHARS) {
                yield piece.join('');
                piece = [];
                chars = 0;
            }
        }
        yield `${piece.join('')}]}`;
        first = false;
    }
    yield '\n  ],\n  "unmatched": ';
    yield (0,json/* stringifyExactJson */.dj)(search.complete
        ? search.packages.filter(r => r.matches.length === 0).map(r => r.query.text)
        : []);
    if (stale?.kind === 'listed')
        yield `,\n  "stale": ${(0,json/* stringifyExactJson */.dj)(stale.stale)}`;
    yield `,\n  "rejected": [`;
    first = true;
    for (const rejected of search.rejected) {
        const entry = { ...rejected, repository: search.repositories.nameOf(rejected.repositoryId) };
        yield `${first ? '' : ','}\n    ${(0,json/* stringifyExactJson */.dj)(entry)}`;
        first = false;
    }
    yield `\n  ],\n  "rejectedCount": ${search.rejectedCount}\n}\n`;
}
/** A line's entry in the search file: the line as read and asked; its matches empty (written after). */
function packageEntry(result) {
    const q = result.query;
    return {
        source: q.source,
        line: q.line,
        text: q.text,
        search: describeLine(q),
        ecosystem: q.ecosystem,
        name: q.name,
        ...versionFields(q),
        ...(q.advisory !== undefined && { advisory: q.advisory }),
        matches: []
    };
}
/** A match as the search file writes it. */
function matchEntry(repositories, m) {
    return {
        repositoryId: m.repositoryId,
        repository: repositories.nameOf(m.repositoryId),
        archived: m.archived,
        lockfilePath: m.lockfilePath,
        ...(m.line !== undefined && { line: m.line }),
        ...(m.url !== undefined && { url: m.url }),
        version: m.version,
        transitivity: m.transitivity,
        byRange: m.byRange
    };
}

// EXTERNAL MODULE: ./src/platform/dependency-pages.ts + 1 modules
var dependency_pages = __webpack_require__(40259);
// EXTERNAL MODULE: ./src/platform/request-slots.ts
var request_slots = __webpack_require__(98762);
// EXTERNAL MODULE: ./src/platform/scans.ts
var scans = __webpack_require__(62413);
;// CONCATENATED MODULE: ./src/modes/dependency-search/matcher.ts

/**
 * The names a line is asked under: its own, and for PyPI also its normalized form where that
 * differs (the platform's case rule for exact names is not published).
 */
function namesToAsk(line) {
    if (line.ecosystem !== 'pypi')
        return [line.name];
    const normalized = pep503(line.name);
    return normalized === line.name ? [line.name] : [line.name, normalized];
}
/** The one package filter of a request: the name asked, always exact, and the version fields. */
function packageFilter(line, name) {
    const v = line.version;
    return {
        name,
        exactNameMatch: true,
        ...(v.kind === 'exact' && { exactVersion: v.version }),
        ...(v.kind === 'range' && v.lower !== undefined && { versionLowerBound: v.lower }),
        ...(v.kind === 'range' && v.upper !== undefined && { versionUpperBound: v.upper })
    };
}
/** The whole filter of one listing: one ecosystem, one package, one archived state. */
function dependencyFilter(line, name, archived) {
    return {
        ecosystem: [line.ecosystem],
        packageFilters: [packageFilter(line, name)],
        includeArchived: archived
    };
}
/** Whether a returned dependency is a match of the line, and if not, why. */
function checkDependency(line, found) {
    if (found.ecosystem !== line.ecosystem) {
        return { match: false, reason: `ecosystem ${found.ecosystem}, not ${line.ecosystem}` };
    }
    const sameName = line.ecosystem === 'pypi' ? pep503(found.name) === pep503(line.name) : found.name === line.name;
    if (!sameName)
        return { match: false, reason: `name ${found.name}, not ${line.name}` };
    const v = line.version;
    if (v.kind === 'exact' && found.version !== v.version) {
        return { match: false, reason: `version ${found.version}, not ${v.version}` };
    }
    return { match: true, byRange: v.kind === 'range' };
}

;// CONCATENATED MODULE: ./src/modes/dependency-search/search.ts
/**
 * The search's requests. For each pass (active repositories; with `archived: include` also archived
 * ones, which `includeArchived: true` lists alone) the repositories listing gives the names and the
 * number searched, and each line gets one ListDependencies listing per name it is asked under. All
 * share one bound of `concurrency` requests in flight; the repository pages go first when a slot
 * frees, the listings of lines start at once and run while the repository pages are still coming.
 *
 * The first error stops the search: requests under way finish, nothing new starts, and the search
 * returns what it found with the error, for the caller to write the file (`complete: false`) before
 * it fails. Cancellation stops it the same way.
 */








/** The largest page of the repositories list. */
const REPOSITORY_PAGE_SIZE = 100;
/**
 * The page of ListDependencies asked for: the published default. A page of 1,000 rows is at most
 * about 2.5 MB even with 1 KiB lockfile paths and URLs, so that an answer of up to
 * {@link MAX_PAGE_BYTES} is taken and a larger one refused: with `concurrency` pages in flight, the
 * memory stays bounded whatever the platform sends.
 */
const DEPENDENCY_PAGE_SIZE = 1_000;
/** Largest answer of one page taken, decoded. */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;
/** Pages of one listing at most, whatever the platform answers. */
const MAX_LISTING_PAGES = 1_000;
/** Characters of the fields read from one listing's answers at most (64 MiB). */
const MAX_LISTING_CHARS = 64 * 1024 * 1024;
/**
 * Bytes of text the search keeps at most, over all its listings: the distinct strings of the
 * matches (as UTF-8) and the characters of the rejected rows kept. 100,000 matches could otherwise
 * keep 100 MB of distinct 1 KiB lockfile paths alone, more than the step's 256 MB allow beside the
 * rest; real lockfile paths, versions and URLs of 100,000 repositories take a few MB.
 */
const MAX_KEPT_TEXT_BYTES = 32 * 1024 * 1024;
/**
 * The platform answered more than the search keeps (pages, bytes or matches): the search stops,
 * its file says `complete: false`, and the step fails with this error.
 */
class SearchBoundError extends Error {
    name = 'SearchBoundError';
}
function newSearchProgress() {
    return {
        listings: 0,
        listingsDone: 0,
        repositoryPages: 0,
        repositories: 0,
        matches: 0,
        scansChecked: 0
    };
}
/** The shared bound and the first error, which stops everything. */
class Run {
    slots;
    failure;
    constructor(concurrency) {
        this.slots = new request_slots/* RequestSlots */.F(concurrency);
    }
    stop(error) {
        this.failure ??= { error };
    }
    gate(first) {
        return this.slots.gate(first, () => this.failure !== undefined);
    }
    /** Runs `work`; an error other than {@link Stopped} stops the run. */
    async guard(work) {
        try {
            await work();
        }
        catch (error) {
            if (!(error instanceof request_slots/* Stopped */.C))
                this.stop(error);
        }
    }
    /** `count` workers taking tasks in order until the tasks end or the run stops. */
    async workers(count, tasks, run) {
        let next = 0;
        const worker = async () => {
            while (!this.failure && next < tasks.length) {
                const task = tasks[next++];
                await this.guard(() => run(task));
            }
        };
        await Promise.all(Array.from({ length: Math.min(count, tasks.length) }, worker));
    }
}
/**
 * Lists the repositories and every line's dependencies. Resolves once the requests under way have
 * finished: complete, or with the first error that stopped the search (a failed result the run
 * throws on once it has written what was found).
 */
async function searchDependencies(client, lines, includeArchived, options, progress = newSearchProgress()) {
    const found = emptySearch(lines, includeArchived);
    const keeping = { matches: 0, rejectedChars: 0 };
    const run = new Run(options.concurrency);
    const stopWatching = stopOnAbort(run, options.signal, 'the search stopped');
    const passes = includeArchived ? [false, true] : [false];
    const listings = found.packages.flatMap(result => passes.flatMap(archived => namesToAsk(result.query).map(name => ({ result, name, archived }))));
    progress.listings = listings.length;
    try {
        const repositoryGate = run.gate(true);
        const dependencyGate = run.gate(false);
        await Promise.all([
            ...passes.map(archived => run.guard(() => listRepositories(client, found, archived, repositoryGate, progress))),
            run.workers(options.concurrency, listings, async ({ result, name, archived }) => {
                const query = {
                    pageSize: DEPENDENCY_PAGE_SIZE,
                    dependencyFilter: dependencyFilter(result.query, name, archived),
                    maxResponseBytes: MAX_PAGE_BYTES
                };
                const describe = `List dependencies of ${describeLine({ ...result.query, name })}`;
                // Pages read so far, and the characters of their fields: a page over a bound is refused
                // from its first row on (or at its end, when it had none).
                let pages = 0;
                let chars = 0;
                const onDependency = (dependency) => {
                    if (pages + 1 > MAX_LISTING_PAGES)
                        throw listingBound(describe, pages + 1);
                    chars += dependencyChars(dependency);
                    if (chars > MAX_LISTING_CHARS)
                        throw listingBound(describe, pages + 1);
                    take(found, result, dependency, archived, progress, keeping);
                };
                const listing = (0,dependency_pages/* dependencyPages */.qQ)(client, query, describe, onDependency, dependencyGate);
                while (!(await listing.next()).done) {
                    if (++pages > MAX_LISTING_PAGES)
                        throw listingBound(describe, pages);
                }
                progress.listingsDone++;
            })
        ]);
    }
    finally {
        stopWatching();
    }
    // The passes and pages end in any order: the matches are kept in one order, whatever it was.
    for (const result of found.packages)
        result.matches.sort();
    if (run.failure)
        return { ...found, failure: run.failure.error };
    return { ...found, complete: true };
}
/** About how large a dependency of a page was: the characters of the fields read, and some for the rest. */
function dependencyChars(d) {
    return (160 +
        d.ecosystem.length +
        d.package.name.length +
        d.package.versionSpecifier.length +
        (d.definedAt?.path?.length ?? 0) +
        (d.definedAt?.url?.length ?? 0));
}
/** The error of a listing over its bound of pages or characters, at its page `page`. */
function listingBound(describe, page) {
    const bound = page > MAX_LISTING_PAGES
        ? `${(0,action_text/* formatCount */.B4)(MAX_LISTING_PAGES)} pages`
        : `${MAX_LISTING_CHARS / 1024 / 1024} MiB`;
    return new SearchBoundError(`${describe}: the platform answered more than ${bound} for one package (page ${page}); the ` +
        `search stopped there, and its file holds what was found before (complete: false). Ask ` +
        `the platform's support why this listing does not end.`);
}
/** Stops `run` when `signal` aborts; gives the function that stops watching. */
function stopOnAbort(run, signal, what) {
    const cancel = () => run.stop(new Error(`The run was cancelled; ${what}.`));
    if (signal?.aborted)
        cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    return () => signal?.removeEventListener('abort', cancel);
}
/** One pass of the repositories listing, into the search's repository book. */
async function listRepositories(client, found, archived, gate, progress) {
    const query = { pageSize: REPOSITORY_PAGE_SIZE, dependencyFilter: { includeArchived: archived } };
    for await (const page of (0,dependency_pages/* repositoryPages */.fm)(client, query, gate)) {
        progress.repositoryPages++;
        for (const repo of page)
            found.repositories.add(repo.id, repo.name, archived);
        progress.repositories = found.repositories.size;
    }
}
/** A returned dependency: a match of the line, or rejected by the client-side check. */
function take(search, result, found, archived, progress, keeping) {
    const returned = {
        ecosystem: found.ecosystem,
        name: found.package.name,
        version: found.package.versionSpecifier
    };
    const verdict = checkDependency(result.query, returned);
    const lockfilePath = found.definedAt?.path ?? '';
    if (search.strings.bytes + keeping.rejectedChars > MAX_KEPT_TEXT_BYTES) {
        throw new SearchBoundError(`The platform answered more than ${MAX_KEPT_TEXT_BYTES / 1024 / 1024} MiB of lockfile paths, ` +
            `URLs and versions to keep; the search stopped there, and its file holds what was found ` +
            `before (complete: false). Ask the platform's support why its answers are this large.`);
    }
    if (!verdict.match) {
        search.rejectedCount++;
        if (search.rejected.length < MAX_REJECTED_KEPT) {
            const rejected = {
                line: result.query.line,
                text: result.query.text,
                repositoryId: found.repositoryId,
                archived,
                lockfilePath: kept(lockfilePath),
                ecosystem: kept(returned.ecosystem),
                name: kept(returned.name),
                version: kept(returned.version),
                reason: kept(verdict.reason)
            };
            search.rejected.push(rejected);
            keeping.rejectedChars +=
                rejected.lockfilePath.length +
                    rejected.ecosystem.length +
                    rejected.name.length +
                    rejected.version.length +
                    rejected.reason.length;
        }
        return;
    }
    if (keeping.matches >= MAX_MATCHES_KEPT) {
        throw new SearchBoundError(`The platform returned more than ${(0,action_text/* formatCount */.B4)(MAX_MATCHES_KEPT)} matches; the search ` +
            `stopped there, and its file holds those (complete: false). Search fewer packages a run.`);
    }
    const url = found.definedAt?.url;
    const added = result.matches.add({
        repositoryId: found.repositoryId,
        archived,
        lockfilePath,
        ...(found.definedAt?.startLine !== undefined && { line: found.definedAt.startLine }),
        ...(url !== undefined && { url }),
        version: returned.version,
        transitivity: found.transitivity,
        byRange: verdict.byRange
    });
    if (added) {
        keeping.matches++;
        progress.matches++;
    }
}
/**
 * `scanned-since`: each active repository with dependency data and no match whose latest full
 * supply-chain scan is older than `since`, or absent. SearchScans answering 404 or 403 (or another
 * shape) gives no list, and says why. Rejects with the first error once the requests under way
 * have finished.
 */
async function findStale(client, search, scannedSince, options, progress = newSearchProgress()) {
    const { since, label } = scannedSince;
    const exposed = exposedIds(search);
    const candidates = [...search.repositories.activeRepositories()].filter(r => !exposed.has(r.id));
    const run = new Run(options.concurrency);
    const stopWatching = stopOnAbort(run, options.signal, 'the scan check stopped');
    const stale = new Array(candidates.length).fill(false);
    let unavailable;
    const gate = run.gate(false);
    try {
        await run.workers(options.concurrency, candidates.map((repo, index) => ({ repo, index })), async ({ repo, index }) => {
            if (unavailable !== undefined)
                return;
            const lookup = await (0,scans/* latestFullScan */.sW)(async (page) => {
                const answer = await gate(() => client.searchScans({ ...page, since }));
                return { ...answer, scans: answer.scans.filter(scan => scanCounts(scan, repo.id, since)) };
            }, repo.id);
            progress.scansChecked++;
            if (lookup.kind === 'unavailable')
                unavailable ??= lookup.reason;
            else
                stale[index] = lookup.kind === 'none';
        });
    }
    finally {
        stopWatching();
    }
    if (run.failure)
        throw run.failure.error;
    if (unavailable !== undefined)
        return { kind: 'unavailable', label, problem: unavailable };
    return { kind: 'listed', label, stale: candidates.filter((_, index) => stale[index]) };
}
/**
 * Whether a scan SearchScans returned shows the repository scanned since the date: the answer is
 * checked again here, so that a platform that ignores the filters gives no false all-clear. The
 * scan must be of this repository, and started (or, without a start, completed) at or after the
 * date; that it is a completed full supply-chain scan, not a pull request's, is checked as the
 * answer is read (platform/scans.ts).
 */
function scanCounts(scan, repositoryId, since) {
    if (scan.repositoryId !== String(repositoryId))
        return false;
    return Date.parse(scan.startedAt ?? scan.completedAt) >= Date.parse(since);
}
/** A progress line: listings done, repositories, matches, and what the transport did. */
function describeSearchProgress(progress, stats, elapsedMs) {
    return (`${(0,action_text/* formatCount */.B4)(progress.listingsDone)} of ${(0,action_text/* plural */.LS)(progress.listings, 'listing')} done, ` +
        `${(0,action_text/* plural */.LS)(progress.repositories, 'repository', 'repositories')} listed ` +
        `(${(0,action_text/* plural */.LS)(progress.repositoryPages, 'page')}), ${(0,action_text/* plural */.LS)(progress.matches, 'match', 'matches')}` +
        `${progress.scansChecked > 0 ? `, ${(0,action_text/* plural */.LS)(progress.scansChecked, 'scan check')}` : ''}; ` +
        `${(0,action_text/* plural */.LS)(stats.requests, 'request')}, ${(0,action_text/* plural */.LS)(stats.retries, 'retry', 'retries')}, ` +
        `${stats.inFlight} in flight (at most ${stats.peakInFlight}); ${(elapsedMs / 1000).toFixed(1)} s`);
}

// EXTERNAL MODULE: ./src/action/markdown.ts
var action_markdown = __webpack_require__(38037);
// EXTERNAL MODULE: ./src/action/summary-rows.ts
var summary_rows = __webpack_require__(96126);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/modes/dependency-search/summary.ts
/**
 * The job summary of `mode: dependency-search`, rendered from the steps' results: the verdict first
 * (exposed, with the counts; or none of the packages is used, and how many repositories were not
 * scanned since `scanned-since`), then the exposed repositories (one row each: packages, matches,
 * direct or only transitive, archived), then one table per matched package, most exposed first, then the
 * lines that matched nothing (folded) and the repositories whose data may predate the incident. It
 * is cut to a byte budget, so that it stays under GitHub's 1 MiB limit for any list and
 * organization, and says where the rest is.
 */






/** The largest budget: a safe margin under GitHub's 1 MiB step-summary limit. */
const MAX_SEARCH_SUMMARY_BYTES = 1_000_000;
/** The budget for a `summary-limit`: the frame, about 700 bytes a match row, and the lists. */
function searchBudget(limit) {
    return Math.min(MAX_SEARCH_SUMMARY_BYTES, 60_000 + 700 * limit);
}
/** The verdict's counts, as the first line says them. */
function exposedSentence(search) {
    const c = searchCounts(search);
    const archived = c.archivedExposed > 0 ? ` (${(0,action_text/* formatCount */.B4)(c.archivedExposed)} archived)` : '';
    return (`Exposed: ${(0,action_text/* plural */.LS)(c.matches, 'match', 'matches')} in ` +
        `${(0,action_text/* plural */.LS)(c.exposedRepositories, 'repository', 'repositories')}${archived}, ` +
        `${(0,action_text/* formatCount */.B4)(c.matchedPackages)} of ${(0,action_text/* plural */.LS)(c.packages, 'package')}`);
}
/** `None of 5 packages is used in 312 repositories (2 archived)`. */
function noneSentence(search) {
    const packages = search.packages.length;
    const repos = search.repositories;
    const searched = repos.active + (search.includeArchived ? repos.archived : 0);
    const archived = search.includeArchived && repos.archived > 0 ? ` (${(0,action_text/* formatCount */.B4)(repos.archived)} archived)` : '';
    const subject = packages === 1 ? 'The package is not' : `None of ${(0,action_text/* formatCount */.B4)(packages)} packages is`;
    return `${subject} used in ${(0,action_text/* plural */.LS)(searched, 'repository', 'repositories')}${archived}`;
}
function staleClause(stale) {
    if (stale?.kind !== 'listed')
        return '';
    return `; ${(0,action_text/* formatCount */.B4)(stale.stale.length)} not scanned since ${(0,action_markdown/* text */.Qq)(stale.label)}`;
}
function verdict(r) {
    const { search, failure } = r;
    if (!search.complete) {
        if (r.cancelled)
            return (0,summary/* cancelledVerdict */.F0)(soFar(search));
        return (0,summary/* failedVerdict */.b9)('The search did not finish.', failure ?? 'no error was recorded.');
    }
    if (searchCounts(search).matches > 0)
        return exposedVerdict(r);
    const sentence = `${noneSentence(search)}${staleClause(r.stale)}.`;
    // A cancelled run comes with a failure too: the cancellation is what to say.
    if (r.cancelled)
        return (0,summary/* cancelledVerdict */.F0)(sentence);
    if (failure !== undefined)
        return (0,summary/* failedVerdict */.b9)(`${sentence} Then the step failed:`, failure);
    const stale = r.stale?.kind === 'unavailable' || (r.stale?.kind === 'listed' && r.stale.stale.length > 0);
    return { outcome: stale ? 'warning' : 'done', sentence };
}
/** A finished search with matches: a warning, or a failure with `fail-on-match` or an error. */
function exposedVerdict(r) {
    const sentence = `${exposedSentence(r.search)}${staleClause(r.stale)}.`;
    if (r.cancelled)
        return (0,summary/* cancelledVerdict */.F0)(`**${sentence}**`);
    if (r.options.failOnMatch) {
        return {
            outcome: 'failed',
            sentence: `**${sentence}** The step fails (<code>fail-on-match: true</code>): see the tables below.`
        };
    }
    if (r.failure !== undefined)
        return (0,summary/* failedVerdict */.b9)(`${sentence} Then the step failed:`, r.failure);
    return { outcome: 'warning', sentence: `**${sentence}**` };
}
/** What an unfinished search found: never a verdict of none. */
function soFar(search) {
    return searchCounts(search).matches > 0
        ? `${exposedSentence(search)} so far; the rest was not searched.`
        : 'No verdict: not every package was searched.';
}
/** Renders the summary within its budget; every string from the API or the inputs is escaped. */
function renderSearchSummary(results, options, failure, cancelled = false) {
    // Before the search returned, it is shown as one that found nothing and did not finish.
    const search = results.search ?? emptySearch([], false);
    const own = search.failure === undefined ? undefined : (0,action_text/* errorMessage */.gJ)(search.failure);
    const r = {
        search,
        stale: results.stale,
        results,
        options,
        failure: failure ?? own,
        cancelled
    };
    const limit = Math.max(1, options.summaryLimit);
    const budget = options.budgetBytes ?? searchBudget(limit);
    const frame = [(0,summary/* failureBlock */.Qu)(r.failure, cancelled)];
    if (!search.complete && !cancelled)
        frame.push(soFar(search));
    const where = whereNote(results, options, search.complete);
    if (where)
        frame.push(where);
    frame.push(...notes(r));
    const room = budget - (0,action_markdown/* byteLength */.dp)((0,summary/* renderSummary */.Br)(verdict(r), frame)) - 64;
    if (room < 0)
        return fallback(r, budget);
    const markdown = (0,summary/* renderSummary */.Br)(verdict(r), [...frame, ...sections(r, limit, room)]);
    return (0,action_markdown/* byteLength */.dp)(markdown) <= budget ? markdown : fallback(r, budget);
}
/**
 * The exposed repositories, the match tables, the lines that matched nothing, and the stale list,
 * within `room` bytes.
 */
function sections(r, limit, room) {
    const exposed = exposedTable(r.search, limit, Math.floor(room * 0.25));
    const matchSection = matchTables(r, limit, Math.floor((room - (0,action_markdown/* byteLength */.dp)(exposed)) * 0.7));
    let left = room - (0,action_markdown/* byteLength */.dp)(exposed) - (0,action_markdown/* byteLength */.dp)(matchSection);
    const out = [exposed, matchSection];
    if (r.search.complete) {
        const unmatched = unmatchedSection(r.search, Math.floor(left / 2));
        left -= (0,action_markdown/* byteLength */.dp)(unmatched);
        out.push(unmatched);
    }
    out.push(staleSection(r.stale, limit, left));
    return out;
}
/** Where the whole result is. */
function whereNote(results, options, complete) {
    const what = complete ? 'The whole result' : 'What was found before the search stopped';
    if (results.artifact) {
        const a = results.artifact;
        return `**${what}** is in the workflow artifact ${(0,action_markdown/* link */.nf)(a.name, a.url)} (${(0,action_text/* formatBytes */.z3)(a.size)} zip).`;
    }
    if (results.searchFilePath === '')
        return '';
    const file = `**${what}** is in ${(0,action_markdown/* code */.aY)(results.searchFilePath)} (the <code>search-file</code> output` +
        `${complete ? '' : ', marked <code>complete: false</code>'}), on the runner until the job ends`;
    const name = options.artifactName;
    if (name !== undefined) {
        // artifact-name was given, so the upload failed: advice to set it would send the reader round.
        return `${file}: its upload as the workflow artifact ${(0,action_markdown/* code */.aY)(name)} failed (the error above says why).`;
    }
    return `${file}: set <code>artifact-name</code> to keep it as a workflow artifact.`;
}
/** Whether a match of the list matched by the line's bounds. */
function anyByRange(matches) {
    for (let i = 0; i < matches.length; i++)
        if (matches.byRangeAt(i))
            return true;
    return false;
}
function notes(r) {
    const { search, stale } = r;
    const out = [];
    if (search.packages.some(p => anyByRange(p.matches))) {
        out.push('_Versions marked **range** matched a line’s bounds as the platform orders versions, which ' +
            'it does not publish: check them against the advisory._');
    }
    if (search.rejectedCount > 0) {
        const one = search.rejectedCount === 1;
        out.push(`ℹ️ ${(0,action_text/* plural */.LS)(search.rejectedCount, 'dependency', 'dependencies')} the platform returned ` +
            `did not match ${one ? 'its' : 'their'} line (another name, ecosystem or version) and ` +
            `${one ? 'is' : 'are'} not counted; the search file lists them under <code>rejected</code>.`);
    }
    if (stale?.kind === 'unavailable') {
        out.push(`ℹ️ Repositories not scanned since ${(0,action_markdown/* text */.Qq)(stale.label)} are not listed: ` +
            `${(0,action_markdown/* prose */.CS)(stale.problem)}.`);
    }
    const repeated = r.options.repeatedLines ?? 0;
    if (repeated > 0)
        out.push(`${(0,action_text/* plural */.LS)(repeated, 'repeated line')} searched once.`);
    return out;
}
/** The exposed repositories, the most packages first, then the most matches, then by ID. */
function exposedRepositories(search) {
    const byId = new Map();
    search.packages.forEach((result, index) => {
        const list = result.matches;
        for (let i = 0; i < list.length; i++) {
            const id = list.repositoryIdAt(i);
            let repo = byId.get(id);
            if (repo === undefined) {
                repo = {
                    id,
                    archived: list.archivedAt(i),
                    packages: 0,
                    matches: 0,
                    direct: false,
                    transitive: false,
                    lastPackage: -1
                };
                byId.set(id, repo);
            }
            if (repo.lastPackage !== index) {
                repo.packages++;
                repo.lastPackage = index;
            }
            repo.matches++;
            const transitivity = list.transitivityAt(i);
            if (transitivity === 'DIRECT')
                repo.direct = true;
            else if (transitivity === 'TRANSITIVE')
                repo.transitive = true;
        }
    });
    return [...byId.values()]
        .map(({ lastPackage: _, ...repo }) => repo)
        .sort((a, b) => b.packages - a.packages || b.matches - a.matches || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
/** The exposed repositories' table, first after the verdict: one row each, at most `limit`. */
function exposedTable(search, limit, allowance) {
    const repos = exposedRepositories(search);
    if (repos.length === 0)
        return '';
    const dependency = (r) => r.direct ? 'direct' : r.transitive ? 'only transitive' : 'unknown';
    const rows = (0,summary_rows/* rowsWithin */.d$)(repos
        .slice(0, limit)
        .map(r => `| ${(0,action_markdown/* text */.Qq)((0,summary_rows/* clip */.$Q)(search.repositories.nameOf(r.id), summary_rows/* MAX_NAME_CHARS */.xH))} | ${(0,action_text/* formatCount */.B4)(r.packages)} | ` +
        `${(0,action_text/* formatCount */.B4)(r.matches)} | ${dependency(r)} | ${r.archived ? 'archived' : ''} |`), limit, Math.max(0, allowance - 600));
    if (rows.length === 0)
        return '';
    return [
        '### Exposed repositories',
        '',
        (0,summary_rows/* shownLine */.QN)(rows.length, repos.length, limit, ['repository', 'repositories'], 'the search file'),
        '',
        (0,action_markdown/* table */.tp)(['Repository', 'Packages', 'Matches', 'Dependency', 'Archived'], [], [1, 2]),
        ...rows
    ].join('\n');
}
/** Packages with a match, the most exposed first (repositories, then matches), then as listed. */
function exposedFirst(search) {
    return search.packages
        .filter(r => r.matches.length > 0)
        .map((r, order) => ({ r, order, repos: repositoryCount(r) }))
        .sort((a, b) => b.repos - a.repos || b.r.matches.length - a.r.matches.length || a.order - b.order)
        .map(x => x.r);
}
function matchTables(r, limit, allowance) {
    const packages = exposedFirst(r.search);
    if (packages.length === 0)
        return '';
    const total = packages.reduce((n, p) => n + p.matches.length, 0);
    const host = hostOf(r.options.serverUrl);
    const parts = [];
    let left = limit;
    let room = allowance;
    let shown = 0;
    for (const result of packages) {
        const section = packageTable(r.search.repositories, result, host, left, room);
        if (section === undefined)
            break;
        parts.push(section.text);
        room -= (0,action_markdown/* byteLength */.dp)(section.text) + 2;
        left -= section.rows;
        shown += section.rows;
    }
    const line = (0,summary_rows/* shownLine */.QN)(shown, total, limit, ['match', 'matches'], 'the search file');
    return ['### Matches', '', line, '', ...parts.flatMap(p => [p, ''])].join('\n').trimEnd();
}
/** One line's table of at most `left` rows within `room` bytes; undefined when none fits. */
function packageTable(repositories, result, host, left, room) {
    const advisory = result.query.advisory;
    const heading = `#### ${(0,action_markdown/* code */.aY)(describeLine(result.query))}${advisory ? ` · ${(0,action_markdown/* text */.Qq)((0,summary_rows/* clip */.$Q)(advisory.id, 80))}` : ''} · ` +
        `${(0,action_text/* plural */.LS)(result.matches.length, 'match', 'matches')} ` +
        `in ${(0,action_text/* plural */.LS)(repositoryCount(result), 'repository', 'repositories')}`;
    const head = (0,action_markdown/* table */.tp)(['Repository', 'Lockfile and line', 'Version', 'Dependency', 'Archived'], []);
    const frameCost = (0,action_markdown/* byteLength */.dp)(heading) + (0,action_markdown/* byteLength */.dp)(head) + 200;
    if (left === 0 || room < frameCost)
        return undefined;
    // Only the rows that may be shown are rendered: a line may have 100,000 matches.
    const rows = (0,summary_rows/* rowsWithin */.d$)(result.matches.slice(0, left).map(m => matchRow(repositories, m, host)), left, room - frameCost);
    if (rows.length === 0)
        return undefined;
    const more = result.matches.length - rows.length;
    const tail = more > 0
        ? [
            '',
            `… and ${(0,action_text/* plural */.LS)(more, 'more match', 'more matches')} of this package in the search file.`
        ]
        : [];
    return { text: [heading, '', head, ...rows, ...tail].join('\n'), rows: rows.length };
}
function matchRow(repositories, match, host) {
    const repository = (0,action_markdown/* text */.Qq)((0,summary_rows/* clip */.$Q)(repositories.nameOf(match.repositoryId), summary_rows/* MAX_NAME_CHARS */.xH));
    const label = `${(0,summary_rows/* clipStart */.rh)(match.lockfilePath, summary_rows/* MAX_NAME_CHARS */.xH)}${match.line !== undefined ? `:${match.line}` : ''}`;
    const url = match.url;
    const where = url !== undefined && host !== undefined && hostOf(url) === host ? (0,action_markdown/* link */.nf)(label, url) : (0,action_markdown/* text */.Qq)(label);
    const version = `${(0,action_markdown/* text */.Qq)((0,summary_rows/* clip */.$Q)(match.version, 80))}${match.byRange ? ' (range)' : ''}`;
    return `| ${repository} | ${where} | ${version} | ${transitivity(match.transitivity)} | ${match.archived ? 'archived' : ''} |`;
}
/** The host of an http(s) URL, lower-cased; undefined for anything else. */
function hostOf(url) {
    try {
        const parsed = new URL(url);
        return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host : undefined;
    }
    catch {
        return undefined;
    }
}
function transitivity(value) {
    if (value === 'DIRECT')
        return 'direct';
    if (value === 'TRANSITIVE')
        return 'transitive';
    return 'unknown';
}
function unmatchedSection(search, allowance) {
    const unmatched = search.packages.filter(r => r.matches.length === 0);
    if (unmatched.length === 0)
        return '';
    const items = (0,summary_rows/* rowsWithin */.d$)(unmatched.map(r => `- ${(0,action_markdown/* code */.aY)(r.query.text)}`), unmatched.length, Math.max(0, allowance - 300));
    const more = unmatched.length - items.length;
    const body = [
        ...items,
        ...(more > 0 ? [`- … and ${(0,action_text/* formatCount */.B4)(more)} more in the search file`] : [])
    ];
    return (0,action_markdown/* details */.zH)(`${(0,action_text/* formatCount */.B4)(unmatched.length)} of ${(0,action_text/* plural */.LS)(search.packages.length, 'package')} matched nothing`, body.join('\n'));
}
function staleSection(check, limit, allowance) {
    if (check?.kind !== 'listed' || check.stale.length === 0)
        return '';
    const { stale } = check;
    const label = (0,action_markdown/* text */.Qq)(check.label);
    const rows = (0,summary_rows/* rowsWithin */.d$)(stale.map(r => `| ${(0,action_markdown/* text */.Qq)((0,summary_rows/* clip */.$Q)(r.name, summary_rows/* MAX_NAME_CHARS */.xH))} | ${r.id} |`), limit, Math.max(0, allowance - 600));
    return [
        `### Not scanned since ${label}`,
        '',
        `${(0,action_text/* plural */.LS)(stale.length, 'repository', 'repositories')} without a match ` +
            `${stale.length === 1 ? 'has' : 'have'} no completed full supply-chain scan since ${label}: ` +
            'their data may predate the incident.',
        '',
        (0,summary_rows/* shownLine */.QN)(rows.length, stale.length, limit, ['repository', 'repositories'], 'the search file'),
        '',
        (0,action_markdown/* table */.tp)(['Repository', 'ID'], [], [1]),
        ...rows
    ].join('\n');
}
/** The shortest useful summary, for budgets too small for the full one. */
function fallback(r, budget) {
    const v = verdict(r);
    const path = r.results.searchFilePath;
    const where = path ? ` Details: ${(0,action_markdown/* code */.aY)(path)}.\n` : '';
    for (const candidate of [`${(0,summary/* renderSummary */.Br)(v, [])}${where}`, (0,summary/* renderSummary */.Br)(v, [])]) {
        if ((0,action_markdown/* byteLength */.dp)(candidate) <= budget)
            return candidate;
    }
    return '';
}

;// CONCATENATED MODULE: ./src/modes/dependency-search/index.ts
/**
 * `mode: dependency-search`, on demand or on a schedule: which of the deployment's repositories use
 * these packages, which version, in which lockfile and line, direct or transitive — from the
 * dependencies the platform has already resolved, with no checkout.
 *
 * Each line is asked with one ListDependencies listing per pass (and per name, for a PyPI name
 * written otherwise than normalized), always with one ecosystem and one package filter with
 * `exactNameMatch: true`; what comes back is checked here too (matcher.ts), so that a server that
 * matches loosely raises no false alarm. The repositories listing gives the names and how many were
 * searched. See search.ts for how the requests share `concurrency`.
 *
 * With `scanned-since`, repositories without a match whose latest full scan is older are listed.
 * The search file is written in every case (`complete: false` after a failure part-way), and
 * uploaded with `artifact-name`. A match is a warning, or with `fail-on-match: true` a failure.
 */









/** How often a progress line is logged while the search runs. */
const PROGRESS_INTERVAL_MS = 3_000;
async function runDependencySearch(inputs, context) {
    let search;
    let stale;
    let searchFilePath = '';
    let artifact;
    const options = summaryOptions(inputs);
    context.summary.show((failure, cancelled) => renderSearchSummary({ search, stale, searchFilePath, artifact }, options, failure, cancelled));
    (0,files/* checkOutputPath */.$b)('search-file', inputs.searchFile);
    const skippedRanges = inputs.advisoryNotices ?? [];
    if (skippedRanges.length > 10) {
        (0,annotations/* notice */.lm)('advisory ranges skipped', `${skippedRanges.length - 10} more advisory ranges were skipped.`);
    }
    for (const skipped of skippedRanges.slice(0, 10)) {
        (0,annotations/* notice */.lm)('advisory range skipped', `${skipped}: only SEMVER and ECOSYSTEM ranges without a limit are searched.`);
    }
    if (inputs.repeatedLines > 0) {
        log.info(`${(0,action_text/* plural */.LS)(inputs.repeatedLines, 'repeated package line')} searched once.`);
    }
    const progress = newSearchProgress();
    const ticker = progressTicker(progress, context);
    let failure;
    try {
        search = await searchPackages(inputs, context, progress);
        failure = search.failure;
        if (search.complete && inputs.scannedSince) {
            const checked = await checkScans(inputs.scannedSince, search, inputs, context, progress);
            if (checked instanceof Error)
                failure = checked;
            else
                stale = checked;
        }
    }
    finally {
        ticker.stop(search?.complete === true);
    }
    await writeSearchFile(inputs.searchFile, context.deployment.id, search, stale, failure);
    searchFilePath = inputs.searchFile;
    if (inputs.artifactName !== undefined) {
        artifact = await uploadOrAddTo(failure, () => uploadSearchFile(inputs.artifactName, inputs.searchFile)).catch(async (error) => {
            // The outputs come from the search, whatever became of its upload.
            if (failure === undefined)
                await countOutputs(search, stale);
            throw error;
        });
    }
    // The step's own error, rethrown unchanged now that the file is written.
    if (failure !== undefined)
        throw failure;
    await report(inputs, search, stale);
}
function summaryOptions(inputs) {
    return {
        summaryLimit: inputs.summaryLimit,
        failOnMatch: inputs.failOnMatch,
        serverUrl: process.env.GITHUB_SERVER_URL || 'https://github.com',
        repeatedLines: inputs.repeatedLines,
        ...(inputs.artifactName === undefined ? {} : { artifactName: inputs.artifactName })
    };
}
/** Logs a progress line every few seconds until stopped, then a last one. */
function progressTicker(progress, context) {
    const started = Date.now();
    const line = () => describeSearchProgress(progress, context.requestStats, Date.now() - started);
    const ticker = setInterval(() => log.info(`Progress: ${line()}`), PROGRESS_INTERVAL_MS);
    ticker.unref();
    return {
        stop: complete => {
            clearInterval(ticker);
            log.info(`${complete ? 'Done' : 'Stopped'}: ${line()}`);
        }
    };
}
/** The search step: every line's listings, with what stopped it part-way, if anything did. */
async function searchPackages(inputs, context, progress) {
    const passes = inputs.includeArchived ? 'active and archived repositories' : 'active repositories';
    log.info(`Searching ${(0,action_text/* plural */.LS)(inputs.packages.length, 'package')} in the ${passes} of deployment ` +
        `${context.deployment.id}, at most ${inputs.concurrency} requests in flight.`);
    return searchDependencies(context.client, inputs.packages, inputs.includeArchived, requestOptions(inputs, context), progress);
}
function requestOptions(inputs, context) {
    return { concurrency: inputs.concurrency, ...(context.signal && { signal: context.signal }) };
}
/**
 * The `scanned-since` step, after a complete search: its result, or the error that stopped it
 * (returned: the search stands and its file is written before the step fails).
 */
async function checkScans(scannedSince, search, inputs, context, progress) {
    try {
        const stale = await findStale(context.client, search, scannedSince, requestOptions(inputs, context), progress);
        if (stale.kind === 'unavailable') {
            (0,annotations/* notice */.lm)('repositories not scanned since not listed', `Repositories not scanned since ${scannedSince.label} are not listed: ${stale.problem}.`);
        }
        return stale;
    }
    catch (error) {
        return new Error(`Run the step again, or without scanned-since: checking which repositories were scanned ` +
            `since ${scannedSince.label} failed: ${(0,action_text/* errorMessage */.gJ)(error)}`);
    }
}
/** Writes the search file; a failure to write is told after the step's own error, if any. */
async function writeSearchFile(file, deploymentId, search, stale, failure) {
    try {
        await (0,files/* writeFileSafely */.kv)(file, searchFileText(deploymentId, search, stale));
    }
    catch (error) {
        const problem = `Could not write the search file ${file}: ${(0,action_text/* errorMessage */.gJ)(error)}`;
        throw new Error(failure === undefined ? problem : `${(0,action_text/* errorMessage */.gJ)(failure)} ${problem}`);
    }
    await (0,outputs/* setOutput */.u)('search-file', file, 'txt');
    log.info(`Wrote the ${search.complete ? '' : 'incomplete '}search result to ${file}.`);
}
/** The upload; if the step has already failed, an upload failure is told after that error. */
async function uploadOrAddTo(failure, upload) {
    try {
        return await upload();
    }
    catch (error) {
        if (failure === undefined)
            throw error;
        throw new Error(`${(0,action_text/* errorMessage */.gJ)(failure)} Also: ${(0,action_text/* errorMessage */.gJ)(error)}`);
    }
}
/** The outputs, the log's verdict, and the warning or failure a match gives. */
async function report(inputs, search, stale) {
    const counts = await countOutputs(search, stale);
    if (search.rejectedCount > 0) {
        (0,annotations/* notice */.lm)('returned dependencies not counted', `${(0,action_text/* plural */.LS)(search.rejectedCount, 'dependency', 'dependencies')} the platform returned did not ` +
            `match the line asked (another name, ecosystem or version) and ${search.rejectedCount === 1 ? 'is' : 'are'} ` +
            `not counted; the search file lists them under rejected.`);
    }
    if (counts.matches === 0) {
        log.info(`${noneSentence(search)}.`);
        return;
    }
    const exposed = `${exposedSentence(search)}; the job summary and ${inputs.searchFile} say where.`;
    if (inputs.failOnMatch) {
        throw new Error(
        // Said in the first sentence: a summary's details block must not hold only this aside.
        `Remove or update the packages found, then run the step again (fail-on-match: true): ${exposed}`);
    }
    (0,annotations/* warn */.R8)('packages found', exposed);
}
/** The count outputs, from the search; its counts. */
async function countOutputs(search, stale) {
    const counts = searchCounts(search);
    await (0,outputs/* setOutput */.u)('match-count', String(counts.matches), 'txt');
    await (0,outputs/* setOutput */.u)('exposed-repository-count', String(counts.exposedRepositories), 'txt');
    await (0,outputs/* setOutput */.u)('unmatched-count', String(counts.unmatched), 'txt');
    if (stale?.kind === 'listed') {
        await (0,outputs/* setOutput */.u)('stale-repository-count', String(stale.stale.length), 'txt');
    }
    return counts;
}
/** Uploads the search file as a workflow artifact and sets the outputs. */
async function uploadSearchFile(name, file) {
    // Loaded here so that runs without artifact-name never load @actions/artifact.
    const { uploadStepArtifact } = await __webpack_require__.e(/* import() */ 616).then(__webpack_require__.bind(__webpack_require__, 4616));
    return uploadStepArtifact('the search result', name, file);
}
const dependencySearch = {
    parseInputs: (read, env) => parseDependencySearchInputs(read, env),
    run: runDependencySearch
};
/* harmony default export */ const dependency_search = (dependencySearch);


/***/ }),

/***/ 69305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SQ: () => (/* binding */ ECOSYSTEMS),
/* harmony export */   dO: () => (/* binding */ LICENSE_POLICY_SETTINGS),
/* harmony export */   zN: () => (/* binding */ DEPRECATED_FILTER_FIELDS),
/* harmony export */   zR: () => (/* binding */ TRANSITIVITIES)
/* harmony export */ });
/**
 * The API's `dependencyFilter` object (`protos.sca.v1.DependencyFilter`), as `SupplyChainService`'s
 * list operations take it, with the enum values of the published OpenAPI file. A test holds these
 * lists equal to the file's.
 */
/** `ecosystem`: the package manager of a lockfile. */
const ECOSYSTEMS = [
    'no_package_manager',
    'npm',
    'pypi',
    'gomod',
    'cargo',
    'maven',
    'gem',
    'composer',
    'nuget',
    'pub',
    'swiftpm',
    'hex',
    'cocoapods',
    'mix',
    'opam'
];
/** `transitivity`: whether a dependency is declared directly or pulled in by another. */
const TRANSITIVITIES = ['UNKNOWN_TRANSITIVITY', 'TRANSITIVE', 'DIRECT'];
/** `licensePolicySettings`: what the deployment's license policy does with a dependency's license. */
const LICENSE_POLICY_SETTINGS = [
    'LICENSE_POLICY_SETTING_ALLOW',
    'LICENSE_POLICY_SETTING_COMMENT',
    'LICENSE_POLICY_SETTING_BLOCK'
];
/** The fields the API has deprecated, each with what replaces it. */
const DEPRECATED_FILTER_FIELDS = ['name', 'version'];


/***/ }),

/***/ 40259:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qQ: () => (/* binding */ dependencyPages),
  Ad: () => (/* binding */ lockfilePages),
  fm: () => (/* binding */ repositoryPages)
});

;// CONCATENATED MODULE: ./src/platform/paginate.ts
/**
 * The API's "mixed" pagination: each response carries `cursor` and `hasMore`, and the next request
 * sends that cursor back until `hasMore` is false. Used with an integer cursor (`bigint`) for the
 * repositories list and a string cursor for the lockfiles list.
 */
/** Longest cursor accepted; the API's are a few dozen characters. */
const MAX_CURSOR_LENGTH = 1024;
/** Pages in a row with no items and `hasMore: true` before the listing is given up as endless. */
const MAX_EMPTY_PAGES = 100;
/** Cursors remembered exactly to name a repeat at once; longer cycles are caught with O(1) memory. */
const RECENT_CURSORS = 1000;
/**
 * A server answer that would make pagination loop, stop early or run without end: a missing,
 * repeated or overlong cursor, or too many empty pages in a row that still say `hasMore`.
 */
class PaginationError extends Error {
    /** `missing-cursor`: `hasMore` was true without a cursor. `repeated-cursor`: a cursor came back. */
    kind;
    /** 1-based number of the page whose response was wrong. */
    page;
    constructor(kind, page, message) {
        super(message);
        this.name = 'PaginationError';
        this.kind = kind;
        this.page = page;
    }
}
/**
 * Fetches page after page and yields each page's items (an empty page too). The first request has
 * no cursor; each next one sends the previous response's cursor. A page is yielded before its
 * cursor is checked, so items already received are never lost. Throws `PaginationError` when a
 * page says `hasMore: true` but has no cursor (absent, null or empty), a cursor longer than
 * {@link MAX_CURSOR_LENGTH}, or a cursor that was already sent (compared as text; cycles of any
 * length are caught, in memory that does not grow with the number of pages), and after
 * {@link MAX_EMPTY_PAGES} empty pages in a row that say `hasMore: true`. `describe` names the list
 * in messages, e.g. `repositories`.
 */
async function* paginate(fetchPage, describe) {
    const repeats = new RepeatDetector();
    let emptyInARow = 0;
    let cursor;
    for (let page = 1;; page++) {
        const response = await fetchPage(cursor);
        yield response.items;
        if (!response.hasMore)
            return;
        const next = response.cursor;
        if (next === undefined || next === null || next === '') {
            throw new PaginationError('missing-cursor', page, `${describe}: page ${page} of the listing says hasMore is true but has no cursor for the next page; stopped here instead of starting over`);
        }
        // A cursor is a string or an integer (bigint), by the schemas of both lists.
        // eslint-disable-next-line @typescript-eslint/no-base-to-string
        const key = String(next);
        if (key.length > MAX_CURSOR_LENGTH) {
            throw new PaginationError('long-cursor', page, `${describe}: page ${page} of the listing returned a cursor of ${key.length} characters, longer than the ${MAX_CURSOR_LENGTH} accepted; stopped here`);
        }
        emptyInARow = (response.count ?? response.items.length) === 0 ? emptyInARow + 1 : 0;
        if (emptyInARow >= MAX_EMPTY_PAGES) {
            throw new PaginationError('empty-pages', page, `${describe}: ${MAX_EMPTY_PAGES} pages in a row (up to page ${page}) were empty yet said hasMore is true; stopped here instead of paging without end`);
        }
        const earlier = repeats.check(key, page + 1);
        if (earlier !== undefined) {
            throw new PaginationError('repeated-cursor', page, `${describe}: page ${page} of the listing returned cursor ${show(next)}, which was already sent to fetch page ${earlier}; stopped here instead of looping`);
        }
        cursor = response.cursor;
    }
}
/**
 * Finds a cursor sent before. The last {@link RECENT_CURSORS} are kept exactly; beyond them, Brent's
 * cycle finding keeps one checkpoint, moved at doubling distances, which a cycle of any length
 * eventually returns to. Memory stays bounded however long the listing.
 */
class RepeatDetector {
    recent = new Map();
    checkpoint;
    distance = 0;
    power = 1;
    /** The page an earlier request sent `key` for, or undefined; then remembers it for `page`. */
    check(key, page) {
        const seen = this.recent.get(key);
        if (seen !== undefined)
            return seen;
        if (this.checkpoint?.key === key)
            return this.checkpoint.page;
        this.recent.set(key, page);
        if (this.recent.size > RECENT_CURSORS) {
            this.recent.delete(this.recent.keys().next().value);
        }
        if (this.checkpoint === undefined || this.distance === this.power) {
            this.checkpoint = { key, page };
            this.power *= 2;
            this.distance = 0;
        }
        this.distance++;
        return undefined;
    }
}
function show(cursor) {
    const value = String(cursor);
    const shown = value.length > 80 ? `${value.slice(0, 77)}...` : value;
    return typeof cursor === 'string' ? JSON.stringify(shown) : shown;
}

;// CONCATENATED MODULE: ./src/platform/dependency-pages.ts

const ungated = send => send();
/** The request for the page at `cursor` (the first page without one), with the query's size and filter. */
function pageRequest(query, cursor) {
    return {
        cursor,
        pageSize: query.pageSize,
        dependencyFilter: query.dependencyFilter,
        ...(query.maxResponseBytes !== undefined && { maxResponseBytes: query.maxResponseBytes })
    };
}
/** The repositories list, page by page (integer cursor), each request through `gate`. */
function repositoryPages(client, query, gate = ungated) {
    return paginate(async (cursor) => {
        const page = await gate(() => client.listRepositories(pageRequest(query, cursor)));
        return { items: page.repositorySummaries, cursor: page.cursor, hasMore: page.hasMore };
    }, 'List repositories with dependencies');
}
/** The lockfiles list of one repository, page by page (string cursor), each request through `gate`. */
function lockfilePages(client, repositoryId, query, gate = ungated) {
    return paginate(async (cursor) => {
        const page = await gate(() => client.listLockfiles(repositoryId, pageRequest(query, cursor)));
        return { items: page.lockfileSummaries, cursor: page.cursor, hasMore: page.hasMore };
    }, `List lockfiles of repository ${repositoryId}`);
}
/**
 * The dependencies list for one filter, page by page, each request through `gate`: each dependency
 * is handed to `onDependency` as its page is read (a page's rows are never all held as objects);
 * yields each page's number of dependencies once it is read.
 */
async function* dependencyPages(client, query, describe, onDependency, gate = ungated) {
    let count = 0;
    const pages = paginate(async (cursor) => {
        const page = await gate(() => client.listDependencies(pageRequest(query, cursor), onDependency));
        count = page.count;
        return { items: [], count, cursor: page.cursor, hasMore: page.hasMore };
    }, describe);
    while (!(await pages.next()).done)
        yield count;
}


/***/ }),

/***/ 64967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ IdSet)
/* harmony export */ });
/* unused harmony export IdHash */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * A set of repository IDs (non-negative 64-bit integers), each numbered in the order it was added,
 * held in typed arrays outside the JavaScript heap: about 16 to 32 bytes an ID, where a `Set<bigint>`
 * takes about 60 and every ID is an object the garbage collector walks.
 *
 * IDs come from files and answers anyone may shape, so the table's hash is keyed with random bytes
 * drawn for each table: no set of IDs chosen in advance collides in it. (A `Map` is no cure: V8
 * hashes number, bigint and, before Node 24.14.1, decimal-string keys without a seed.)
 */

/**
 * Simple tabulation hashing: one random 32-bit word per byte value and byte position, the words of
 * the ID's eight bytes XOR-ed. With random tables it is 3-independent, and linear probing on it takes
 * constant expected time per operation (Pătraşcu and Thorup), whatever the IDs.
 */
class IdHash {
    table;
    /** `seed`: 2,048 words, random unless given (tests). */
    constructor(seed) {
        this.table = seed ? Uint32Array.from(seed) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomFillSync)(new Uint32Array(2048));
        if (this.table.length !== 2048)
            throw new RangeError('an IdHash seed is 2,048 words');
    }
    hash(id) {
        const low = Number(BigInt.asUintN(32, id));
        const high = Number(BigInt.asUintN(32, id >> 32n));
        const t = this.table;
        return ((t[low & 255] ^
            t[256 + ((low >>> 8) & 255)] ^
            t[512 + ((low >>> 16) & 255)] ^
            t[768 + (low >>> 24)] ^
            t[1024 + (high & 255)] ^
            t[1280 + ((high >>> 8) & 255)] ^
            t[1536 + ((high >>> 16) & 255)] ^
            t[1792 + (high >>> 24)]) >>>
            0);
    }
}
class IdSet {
    hash;
    /** The IDs by position, in the order added. */
    ids = new BigUint64Array(1024);
    /** Open addressing with linear probing on the IDs: position plus one, 0 when empty. */
    table = new Int32Array(2048);
    count = 0;
    probeCount = 0;
    constructor(hash = new IdHash()) {
        this.hash = hash;
    }
    get size() {
        return this.count;
    }
    /** Slots looked at so far, by every operation: what crafted IDs would inflate (bench, tests). */
    get probes() {
        return this.probeCount;
    }
    has(id) {
        return this.table[this.slotOf(id)] !== 0;
    }
    /** Adds `id` at the next position; false when it was there already. */
    add(id) {
        const slot = this.slotOf(id);
        if (this.table[slot] !== 0)
            return false;
        if (this.count === this.ids.length) {
            const old = this.ids;
            this.ids = new BigUint64Array(old.length * 2);
            this.ids.set(old);
        }
        this.ids[this.count++] = id;
        this.table[slot] = this.count;
        // At most half full, so that probes stay short.
        if (this.count * 2 > this.table.length)
            this.growTable();
        return true;
    }
    /** The position `id` was added at (0 for the first), if it was. */
    positionOf(id) {
        const found = this.table[this.slotOf(id)];
        return found === 0 ? undefined : found - 1;
    }
    /** The ID added at `position`. */
    idAt(position) {
        return this.ids[position];
    }
    /** The table slot of `id`, or the empty slot where it would go. */
    slotOf(id) {
        const mask = this.table.length - 1;
        let slot = this.hash.hash(id) & mask;
        for (;;) {
            this.probeCount++;
            const found = this.table[slot];
            if (found === 0 || this.ids[found - 1] === id)
                return slot;
            slot = (slot + 1) & mask;
        }
    }
    growTable() {
        this.table = new Int32Array(this.table.length * 2);
        for (let at = 0; at < this.count; at++)
            this.table[this.slotOf(this.ids[at])] = at + 1;
    }
}


/***/ }),

/***/ 98762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ Stopped),
/* harmony export */   F: () => (/* binding */ RequestSlots)
/* harmony export */ });
/** Thrown by a gate to end work that would start after the listing's first error. */
class Stopped extends Error {
    constructor() {
        super('stopped after an earlier error');
        this.name = 'Stopped';
    }
}
class RequestSlots {
    free;
    waiting = [];
    constructor(size) {
        this.free = size;
    }
    acquire(first) {
        if (this.free > 0) {
            this.free--;
            return Promise.resolve();
        }
        return new Promise(resolve => {
            if (first)
                this.waiting.unshift(resolve);
            else
                this.waiting.push(resolve);
        });
    }
    /** Hands the slot to the next waiter, if any. */
    release() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.free++;
    }
    /**
     * Holds a slot for each request sent through it; `first` puts the caller ahead of everyone
     * waiting. Once `failed()` is true a request is not sent: it throws {@link Stopped}.
     */
    gate(first, failed) {
        return async (send) => {
            await this.acquire(first);
            try {
                if (failed())
                    throw new Stopped();
                return await send();
            }
            finally {
                this.release();
            }
        };
    }
}


/***/ })

};

