/**
 * README.md is the front page a newcomer reads to its end; the manuals, one per kind of reader, are in docs/. The
 * front page stays short, names the test command CI runs, links every manual, and no link of the front page or a
 * manual leads to a file that is not there (a moved or renamed file breaks them silently otherwise).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
// Past this, a front page stops being a page one reads at once: the rest belongs in a manual of docs/.
const FRONT_PAGE_MAX_LINES = 150;

const manuals = readdirSync(path.join(projectDir, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`);
const markdownFiles = ['README.md', ...manuals];
const readProjectFile = (file: string): string => readFileSync(path.join(projectDir, file), 'utf8');

interface MarkdownLink {
  line: number;
  target: string;
}

/** Blanks code (fenced blocks and `spans`) keeping every line break, so `[words](/route)` shown as code is no link and
 * the links left keep their line numbers. */
function withoutCode(markdown: string): string {
  const blank = (code: string): string => code.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)[\s\S]*?\1/g, blank);
}

/** Every link and picture of a markdown text, inline (`[words](target "title")`) or by reference (`[name]: target`). */
function markdownLinks(markdown: string): MarkdownLink[] {
  const text = withoutCode(markdown);
  const lineAt = (index: number): number => text.slice(0, index).split('\n').length;
  const inline = [...text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)/g)];
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:[ \t]*(<[^>]*>|\S+)/gm)];
  return [...inline, ...references]
    .map((match) => ({ line: lineAt(match.index), target: match[1]!.replace(/^<|>$/g, '') }))
    .sort((a, b) => a.line - b.line);
}

// An address with a scheme (https:, mailto:) or a host (//cdn…) leaves the project; `#anchor` stays in the file.
const leavesTheFile = (target: string): boolean => /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(target);

/** The project file a relative link names: from the linking file's folder, or from the project's root for `/path`. */
function linkedFile(fromFile: string, target: string): string {
  const filePart = decodeURIComponent(target.replace(/[?#].*$/, ''));
  return filePart.startsWith('/')
    ? path.join(projectDir, filePart)
    : path.resolve(projectDir, path.dirname(fromFile), filePart);
}

describe('markdownLinks', () => {
  it('reads inline links, pictures and references, each with its line, and no link shown as code', () => {
    const text = [
      'See [the guide](docs/editing.md#pictures "Pictures") and ![a picture](../editor/screenshot.png).',
      'Copy may hold `[link words](/route)`;',
      '```json',
      '{ "text": "[compare the plans](/pricing)" }',
      '```',
      '[site]: <docs/languages.md>',
    ].join('\n');
    expect(markdownLinks(text)).toEqual([
      { line: 1, target: 'docs/editing.md#pictures' },
      { line: 1, target: '../editor/screenshot.png' },
      { line: 6, target: 'docs/languages.md' },
    ]);
  });
});

describe('README.md, the front page', () => {
  const readme = readProjectFile('README.md');

  it(`has at most ${FRONT_PAGE_MAX_LINES} lines`, () => {
    const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
    expect(lines).toBeLessThanOrEqual(FRONT_PAGE_MAX_LINES);
  });

  it('gives `npm test` as the test command, the one CI runs', () => {
    expect(readme).toContain('npm ci && npm test');
    expect(readProjectFile('.ci/run')).toMatch(/^npm test$/m);
  });

  it('links every manual in docs/', () => {
    expect(manuals.length).toBeGreaterThan(0);
    const linked = new Set(markdownLinks(readme).map(({ target }) => target.replace(/#.*$/, '')));
    expect(manuals.filter((manual) => !linked.has(manual))).toEqual([]);
  });
});

describe('links of README.md and docs/*.md', () => {
  it('lead to files that exist', () => {
    const broken = markdownFiles.flatMap((file) =>
      markdownLinks(readProjectFile(file))
        .filter(({ target }) => !leavesTheFile(target) && !existsSync(linkedFile(file, target)))
        .map(({ line, target }) => `${file}:${line} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
