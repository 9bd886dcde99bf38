import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds the citations of the project's documents in a text and says which lead nowhere. The
 * convention (docs/ARCHITECTURE.md, convention 11):
 * - a bare name (`SPEC.md`, `DOMAIN.md`, `ARCHITECTURE.md`) is the one file of that name under
 *   docs/, or a file of that name beside the citing file or at the repository's root;
 * - a path (`docs/decisions/005-login-throttling.md`) is read from the repository's root, or from
 *   the citing file's folder (`./content/help.md`);
 * - `decision 005`, `decisions 002 and 011` and `docs/decisions/005` name a file
 *   docs/decisions/005-….md;
 * - `SPEC.md §N` (or `SPEC §N`, `spec §N`, and `§N` again in a list after it) names a numbered
 *   heading of docs/SPEC.md, and `DOMAIN.md "Heading"` the start of one of docs/DOMAIN.md's.
 * Prose about documents in general (a `*.md` glob, `NNN-title.md`) is no citation.
 */

export interface Repository {
  /** Every file of the repository, as paths from its root with `/`. */
  files: readonly string[];
  /** Numbered headings of docs/SPEC.md ("3", "3.1"), as cited after §. */
  specSections: ReadonlySet<string>;
  /** Headings of docs/DOMAIN.md. */
  domainHeadings: readonly string[];
}

export interface BrokenCitation {
  file: string;
  line: number;
  citation: string;
  reason: string;
}

export const SPEC_FILE = 'docs/SPEC.md';
export const DOMAIN_FILE = 'docs/DOMAIN.md';
const DECISIONS = 'docs/decisions/';

/** A path or name ending in .md that is not part of a longer path, a URL or a word. */
const DOCUMENT = /(?<![\w./@:-])((?:\.{1,2}\/)?(?:[\w.-]+\/)*[\w.-]*\w\.md)(?![\w/-])/g;
/** Words that mark a name as a pattern or an example rather than a file. */
const PLACEHOLDER = /\bN{2,}\b|\bXXX\b|<|\*|\{/;
const DECISION_NUMBERS = /\bdecisions?\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*[–-]\s*)\d{3})*)(?![\w-])/gi;
const DECISION_PATH = /\bdocs\/decisions\/(\d{3})(?![\w-])/g;
const SPEC_SECTIONS =
  /\bSPEC(?:\.md)?(?:'s)?\s+(§+\s*\d+(?:\.\d+)*(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*[–-]\s*)§+\s*\d+(?:\.\d+)*)*)/gi;
const DOMAIN_HEADING = /\bDOMAIN\.md(?:'s)?\s+["“]([^"”]{1,80})["”]/g;

/**
 * The text with each line's leading comment marker removed and the lines joined by spaces, so a
 * citation that a comment wraps over two lines reads as one; `lineAt` maps back to line numbers.
 */
function joinLines(text: string): { joined: string; lineAt: (offset: number) => number } {
  const starts: number[] = [];
  const parts: string[] = [];
  let length = 0;
  for (const line of text.split('\n')) {
    starts.push(length);
    const stripped = line.replace(/^\s*(?:\/\/+|\/?\*+(?!\/)|#+|<!--)?\s*/, '');
    parts.push(stripped);
    length += stripped.length + 1;
  }
  const lineAt = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  return { joined: parts.join(' '), lineAt };
}

function normalise(file: string): string {
  return path.posix.normalize(file).replace(/^\.\//, '');
}

/** Where a cited document is, or null when it leads nowhere (or, for a bare name, to several files). */
export function resolveDocument(citation: string, citingFile: string, repository: Repository): string | null {
  const files = new Set(repository.files);
  const here = path.posix.dirname(citingFile);
  if (citation.startsWith('./') || citation.startsWith('../')) {
    const target = normalise(path.posix.join(here, citation));
    return files.has(target) ? target : null;
  }
  if (citation.includes('/')) {
    for (const target of [normalise(citation), normalise(path.posix.join(here, citation))]) {
      if (files.has(target)) return target;
    }
    return null;
  }
  const inDocs = repository.files.filter((file) => file.startsWith('docs/') && path.posix.basename(file) === citation);
  if (inDocs.length === 1) return inDocs[0] ?? null;
  if (inDocs.length > 1) return null;
  for (const target of [normalise(path.posix.join(here, citation)), citation]) {
    if (files.has(target)) return target;
  }
  return null;
}

export function findBrokenCitations(file: string, text: string, repository: Repository): BrokenCitation[] {
  const { joined, lineAt } = joinLines(text);
  const broken: BrokenCitation[] = [];
  const report = (offset: number, citation: string, reason: string) =>
    broken.push({ file, line: lineAt(offset), citation, reason });

  for (const match of joined.matchAll(DOCUMENT)) {
    const citation = match[1] ?? '';
    if (PLACEHOLDER.test(citation)) continue;
    if (resolveDocument(citation, file, repository) === null) {
      const several =
        !citation.includes('/') &&
        repository.files.filter((candidate) => candidate.startsWith('docs/') && candidate.endsWith(`/${citation}`)).length > 1;
      report(match.index, citation, several ? 'more than one file of that name under docs/' : 'no such file');
    }
  }

  const decisionNumbers = [
    ...[...joined.matchAll(DECISION_NUMBERS)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/\d{3}/g)].map((number) => ({ offset: match.index, text: match[0], number: number[0] })),
    ),
    ...[...joined.matchAll(DECISION_PATH)].map((match) => ({ offset: match.index, text: match[0], number: match[1] ?? '' })),
  ];
  for (const { offset, text: citation, number } of decisionNumbers) {
    const exists = repository.files.some(
      (candidate) => candidate.startsWith(`${DECISIONS}${number}-`) && candidate.endsWith('.md'),
    );
    if (!exists) report(offset, citation, `no ${DECISIONS}${number}-….md`);
  }

  for (const match of joined.matchAll(SPEC_SECTIONS)) {
    for (const section of (match[1] ?? '').matchAll(/§+\s*(\d+(?:\.\d+)*)/g)) {
      const number = section[1] ?? '';
      if (!repository.specSections.has(number)) report(match.index, match[0], `${SPEC_FILE} has no section ${number}`);
    }
  }

  for (const match of joined.matchAll(DOMAIN_HEADING)) {
    const cited = (match[1] ?? '').trim().toLowerCase();
    const found = repository.domainHeadings.some((heading) => heading.toLowerCase().startsWith(cited));
    if (!found) report(match.index, match[0], `${DOMAIN_FILE} has no heading "${match[1]}"`);
  }
  return broken;
}

/** Numbered headings of a Markdown text: "## 3. Entities" gives "3", "### 3.1 Carts" gives "3.1". */
export function numberedHeadings(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#+\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((match) => match[1] ?? ''));
}

export function headings(markdown: string): string[] {
  return [...markdown.matchAll(/^#+\s+(.+?)\s*$/gm)].map((match) => match[1] ?? '');
}

const TEXT_EXTENSIONS = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|html|sh|txt)$|(?:^|\/)(?:\.ci\/run|\.gitignore|\.nvmrc)$/;
/** Files that are not the project's own text: lock files and anything vendored. */
const SKIPPED = /(?:^|\/)(?:package-lock\.json|node_modules\/)/;

/** Folders that hold no text of the project's own: dependencies, builds, local data, reports. */
const UNTRACKED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.cache',
]);

/**
 * The repository's files as Git knows them: tracked ones and new ones not ignored (so a citation of
 * a document added but not committed yet resolves), less those deleted from the work tree. Without
 * Git (an unpacked archive), every file outside the folders above.
 */
export function repositoryFiles(root: string): string[] {
  let files: string[];
  try {
    const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    files = [...new Set(output.split('\0').filter(Boolean))];
  } catch {
    files = walk(root, '');
  }
  return files.filter((file) => existsSync(path.join(root, file)));
}

function walk(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return UNTRACKED_FOLDERS.has(entry.name) ? [] : walk(root, file);
    return entry.isFile() ? [file] : [];
  });
}

export function loadRepository(root: string): Repository {
  const files = repositoryFiles(root);
  const read = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : '');
  return { files, specSections: numberedHeadings(read(SPEC_FILE)), domainHeadings: headings(read(DOMAIN_FILE)) };
}

/** Every broken citation in the repository's own text files. */
export function scanRepository(root: string, repository = loadRepository(root), skip: readonly string[] = []): BrokenCitation[] {
  return repository.files
    .filter((file) => TEXT_EXTENSIONS.test(file) && !SKIPPED.test(file) && !skip.includes(file))
    .filter((file) => statSync(path.join(root, file)).size < 2_000_000)
    .flatMap((file) => findBrokenCitations(file, readFileSync(path.join(root, file), 'utf8'), repository));
}
