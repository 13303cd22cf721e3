// A comment that cites a document the repository does not hold sends a newcomer nowhere: every
// Markdown file a source file names must be in the repository, and the product's specification is
// cited as docs/product.md, never by the names of documents kept elsewhere.
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
