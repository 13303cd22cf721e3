// A comment that cites a document the repository does not hold sends a newcomer nowhere: every
// Markdown file a source file names must be in the repository, and the product's specification is
// cited as docs/product.md, never by the names of documents kept elsewhere. A heading cited with it
// (`docs/x.md, "Heading"`) must be a heading of that file, so a section that moves takes its
// citations along.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sourceFile = /\.(?:[cm]?[jt]sx?|css|sql|toml|ya?ml|html|sh)$|^\.ci\/run$/;
const markdownReference = /(?<![\w/.-])((?:\.{1,2}\/|[\w@-]+\/)*[\w.-]+\.md)\b/g;
// Documents that live outside the repository, cited without their extension too.
const outsideDocuments = /\b(site-spec|decisions\.md|style\.md)\b/g;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
const trackedSet = new Set(tracked);
const trackedBasenames = new Set(tracked.map((file) => basename(file)));

/**
 * A reference resolves when it names a tracked file from the repository's root or from the citing
 * file's folder; a bare file name (README.md, CHANGELOG.md) resolves when some tracked file has it.
 */
function resolves(reference: string, citingFile: string): boolean {
  if (!reference.includes('/')) return trackedBasenames.has(reference);
  const fromFolder = relative(root, join(root, dirname(citingFile), reference));
  return trackedSet.has(reference) || trackedSet.has(fromFolder);
}

/** The comment on a line (a whole-line comment, or what follows ` //`), with any URL left out. */
function commentOf(line: string): string {
  const trimmed = line.trimStart();
  const whole = /^(?:\/\/|\/\*|\*|#|--|<!--)/.test(trimmed);
  const trailing = line.indexOf(' //');
  const comment = whole ? trimmed : trailing >= 0 ? line.slice(trailing) : '';
  return comment.replace(/https?:\/\/\S+/g, '');
}

/** The text of a comment line without its comment marker, or null for a line that is no comment. */
function commentText(line: string): string | null {
  const comment = commentOf(line);
  if (comment === '') return null;
  return comment.replace(/^\s*(?:\/\/+|\/\*+|\*+\/?|#+|--|<!--)\s?/, '');
}

// A document, then the headings cited with it: `docs/x.md, "A"`, `docs/x.md ("A", "B")`,
// `docs/x.md "A" and "B"`, or a Markdown link `[docs/x.md](docs/x.md), "A"`.
const citedHeadings =
  /((?:\.{1,2}\/|[\w@-]+\/)*[\w.-]+\.md)(?:\]\([^)\s]*\))?(?:,\s*|\s*\(\s*|\s+)"([^"]+)"((?:(?:,\s*(?:and\s+)?|\s+and\s+)"[^"]+")*)/g;

/** The headings of a Markdown text, at any level. */
function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map(([, heading]) => heading ?? '');
}

/** A heading is cited by its text, or by its text without a trailing parenthesis ("The daily loop"). */
function hasHeading(headings: readonly string[], cited: string): boolean {
  return headings.some((heading) => heading === cited || heading.startsWith(`${cited} (`));
}

/**
 * Every heading a comment cites that its document does not have, as `file:line: document "heading"`,
 * and how many cited headings were checked.
 * A citation may run over several comment lines; `readDocument` gives a tracked document's text.
 */
export function missingHeadings(
  files: Record<string, string>,
  readDocument: (path: string) => string,
): { missing: string[]; checked: number } {
  const missing: string[] = [];
  let checked = 0;
  for (const [file, text] of Object.entries(files)) {
    // Consecutive comment lines joined into one text, remembering where each line starts.
    let joined = '';
    const starts: { offset: number; line: number }[] = [];
    text.split('\n').forEach((fullLine, index) => {
      const comment = commentText(fullLine);
      starts.push({ offset: joined.length, line: index + 1 });
      joined += comment === null ? '\n' : `${comment} `;
    });
    const lineAt = (offset: number) => starts.filter((start) => start.offset <= offset).at(-1)?.line ?? 1;
    for (const match of joined.matchAll(citedHeadings)) {
      const [, reference = '', first = '', more = ''] = match;
      const path = [reference, relative(root, join(root, dirname(file), reference))].find((candidate) => trackedSet.has(candidate));
      if (!path) continue;
      const headings = headingsOf(readDocument(path));
      const cited = [first, ...[...more.matchAll(/"([^"]+)"/g)].map(([, heading]) => heading ?? '')];
      for (const heading of cited) {
        checked += 1;
        if (!hasHeading(headings, heading)) missing.push(`${file}:${lineAt(match.index)}: ${path} "${heading}"`);
      }
    }
  }
  return { missing, checked };
}

/** Every comment citing a document that is not in the repository, as `file:line: reference`. */
export function missingCitations(files: Record<string, string>): string[] {
  const missing: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    text.split('\n').forEach((fullLine, index) => {
      const line = commentOf(fullLine);
      for (const [, reference] of line.matchAll(markdownReference)) {
        if (reference && !resolves(reference, file)) missing.push(`${file}:${index + 1}: ${reference}`);
      }
      for (const [name] of line.matchAll(outsideDocuments)) missing.push(`${file}:${index + 1}: ${name}`);
    });
  }
  return missing;
}

describe('documents cited by the source', () => {
  const sources = tracked.filter(
    (file) => sourceFile.test(file) && file !== 'scripts/checks/cited-documents.test.ts' && file !== 'pnpm-lock.yaml',
  );

  it('are all in the repository', () => {
    expect(sources.length).toBeGreaterThan(300);
    const files = Object.fromEntries(sources.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
    expect(missingCitations(files)).toEqual([]);
  });

  it('cite headings their documents have', () => {
    // A migration is applied history and is never edited: its citations name the document as it was.
    const cited = sources.filter((file) => !file.startsWith('supabase/migrations/'));
    const files = Object.fromEntries(cited.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
    const readDocument = (path: string) => readFileSync(join(root, path), 'utf8');
    const { missing, checked } = missingHeadings(files, readDocument);
    expect(checked).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('catches a cited heading its document does not have, however the citation is written', () => {
    const documents: Record<string, string> = {
      'docs/product.md': '# Product\n\n## Prices\n\n### The daily loop (`pnpm dev`)\n',
    };
    const files = {
      'shell/src/a.ts': '// The prices (docs/product.md, "Prices").',
      'shell/src/b.ts': '// See docs/product.md ("Prices", "Refunds").',
      'shell/src/c.ts': '/**\n * The loop (docs/product.md, "The daily\n * loop"), and docs/product.md "Invented".\n */',
      'scripts/d.mjs': '# [docs/product.md](docs/product.md), "Prices" and "Gone"',
      'shell/src/e.ts': 'const heading = \'docs/product.md, "Not a comment"\';',
    };
    expect(missingHeadings(files, (path) => documents[path] ?? '').missing).toEqual([
      'shell/src/b.ts:1: docs/product.md "Refunds"',
      'shell/src/c.ts:3: docs/product.md "Invented"',
      'scripts/d.mjs:1: docs/product.md "Gone"',
    ]);
  });

  it('catches a citation of a document kept outside the repository, in any of its forms', () => {
    const files = {
      'shell/src/a.ts': '/** Booking links (decisions.md 12). */',
      'shell/src/b.ts': '// The prices (site-spec 9).',
      'shell/src/c.ts': '// See ../shared/spec/architecture.md.',
      'shell/src/d.ts': '// See docs/product.md, "Prices", and README.md.',
      'packages/ui/src/e.ts': '// See ../README.md.',
      'scripts/f.mjs': "// Lighthouse's https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md",
      'mfe-marketing/src/g.test.ts': "const files = ['logo.png', 'readme.md']; // only images are logos",
    };
    expect(missingCitations(files)).toEqual([
      'shell/src/a.ts:1: decisions.md',
      'shell/src/a.ts:1: decisions.md',
      'shell/src/b.ts:1: site-spec',
      'shell/src/c.ts:1: ../shared/spec/architecture.md',
    ]);
  });
});
