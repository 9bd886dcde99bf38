import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOMAIN_FILE,
  findBrokenCitations,
  headings,
  loadRepository,
  numberedHeadings,
  type Repository,
  SPEC_FILE,
  scanRepository,
} from './doc-citations';

const root = path.resolve(import.meta.dirname, '..');

describe('citations of the project documents', () => {
  it('each lead to a file, a decision, a section of SPEC.md or a heading of DOMAIN.md that exists', () => {
    const repository = loadRepository(root);
    expect(repository.files).toContain(SPEC_FILE);
    expect(repository.files).toContain(DOMAIN_FILE);
    expect(repository.specSections.size).toBeGreaterThan(0);
    // The checker and these tests are full of made-up citations: they are read by the cases below.
    const broken = scanRepository(root, repository, ['scripts/doc-citations.ts', 'scripts/doc-citations.test.ts']).map(
      ({ file, line, citation, reason }) => `${file}:${line}: ${citation} (${reason})`,
    );
    expect(broken).toEqual([]);
  });
});

/** The checker itself, on a small made-up repository. */
const repository: Repository = {
  files: [
    'README.md',
    'docs/SPEC.md',
    'docs/DOMAIN.md',
    'docs/ARCHITECTURE.md',
    'docs/decisions/005-login-throttling.md',
    'docs/twins/a/NOTES.md',
    'docs/twins/b/NOTES.md',
    'apps/web/src/features/help/content/help.md',
    'apps/web/src/features/help/help-documents.ts',
  ],
  specSections: numberedHeadings('# Spec\n\n## 1. What\n\n## 3. Entities\n\n### 3.2 Carts\n\ntext 4. not a heading\n'),
  domainHeadings: headings('# Domain\n\n## Time\n\n## From cart to contract\n'),
};
const check = (text: string, file = 'apps/api/src/example.ts') =>
  findBrokenCitations(file, text, repository).map(({ line, citation, reason }) => `${line} ${citation}: ${reason}`);

describe('the citation checker', () => {
  it('resolves bare names under docs/, paths from the root and paths from the citing file', () => {
    expect(
      check(
        [
          '// SPEC.md §3, ARCHITECTURE.md: convention 4, (DOMAIN.md "Time")',
          '/** docs/decisions/005-login-throttling.md and README.md */',
          "import help from './content/help.md?raw';",
        ].join('\n'),
        'apps/web/src/features/help/help-documents.ts',
      ),
    ).toEqual([]);
  });

  it('reports a document that is not there, and a bare name that is ambiguous', () => {
    expect(check('// see GLOSSARY.md\n// and docs/decisions/005-login.md\n// and NOTES.md')).toEqual([
      '1 GLOSSARY.md: no such file',
      '2 docs/decisions/005-login.md: no such file',
      '3 NOTES.md: more than one file of that name under docs/',
    ]);
  });

  it('reports a decision number without its file', () => {
    expect(check('// decision 005, decisions 005 and 012, docs/decisions/013')).toEqual([
      '1 decisions 005 and 012: no docs/decisions/012-….md',
      '1 docs/decisions/013: no docs/decisions/013-….md',
    ]);
  });

  it('reports a SPEC section or DOMAIN heading that is not there, also across a wrapped comment', () => {
    expect(
      check(
        [
          '/**',
          ' * SPEC.md §3.2 and spec §1, SPEC §4, SPEC.md §3, §9 (SPEC.md §3, 1–5)',
          ' * the buying loop (DOMAIN.md "From cart to',
          ' * contract"), DOMAIN.md "Auctions"',
          ' */',
        ].join('\n'),
      ),
    ).toEqual([
      '2 SPEC §4: docs/SPEC.md has no section 4',
      '2 SPEC.md §3, §9: docs/SPEC.md has no section 9',
      '4 DOMAIN.md "Auctions": docs/DOMAIN.md has no heading "Auctions"',
    ]);
  });

  it('takes URLs, globs and name patterns for what they are', () => {
    expect(
      check(
        [
          '// https://example.com/owner/repo/blob/main/CHANGELOG.md',
          '// docs/decisions/NNN-title.md, docs/*.md, <name>.md, a.mdx, foo.md5',
          '// RFC 9562 §5.4, the generic §5 messages',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
