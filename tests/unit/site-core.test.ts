/**
 * site/ is the site's core library: parse with positions, schema check, cross-checks, placeholders, resolve. The
 * commands, the dev server, the local API and the build import it; it imports none of them, and its check runs in a
 * browser (the editor checks as its user types), so only site/node/ may use Node's modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSite } from '../../site/check-site.ts';
import { schemaDocuments } from '../../site/node/schema-cache.ts';
import { compileSchema } from '../../site/schema-compile.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const siteDir = path.join(projectDir, 'site');

/** Every module of site/, by its path from the project ("site/check-site.ts"), with what it imports. */
function modules(): { file: string; imports: string[] }[] {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const text = readFileSync(path.join(siteDir, file), 'utf8');
      const imports = [...text.matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gm)].map((match) => match[1]!);
      return { file: `site/${file.split(path.sep).join('/')}`, imports };
    });
}

/** Where an import leads, from the project's folder ("renderer/payload.ts"), or the package's name. */
const target = (file: string, specifier: string) =>
  specifier.startsWith('.')
    ? path
        .relative(projectDir, path.resolve(projectDir, path.dirname(file), specifier))
        .split(path.sep)
        .join('/')
    : specifier;

describe('site/, the core library', () => {
  it('imports nothing from the commands, the renderer, the server, the sections or React', () => {
    const outside = modules()
      .flatMap(({ file, imports }) => imports.map((specifier) => ({ file, to: target(file, specifier) })))
      .filter(({ to }) => /^(scripts|renderer|server|sections|browser|pages)\//.test(to) || /^react/.test(to));
    expect(outside).toEqual([]);
  });

  it("keeps Node's modules in site/node/, which the check itself never imports", () => {
    const core = modules().filter(({ file }) => !file.startsWith('site/node/'));
    const nodeOnly = core
      .flatMap(({ file, imports }) => imports.map((specifier) => ({ file, to: target(file, specifier) })))
      .filter(({ to }) => to.startsWith('node:') || to.startsWith('site/node/'));
    expect(nodeOnly).toEqual([]);
  });

  it('bundles for a browser with no Node module in it', async () => {
    const result = await build({
      entryPoints: [
        path.join(siteDir, 'check-site.ts'),
        path.join(siteDir, 'schema-compile.ts'),
        path.join(siteDir, 'resolve-site.ts'),
      ],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      outdir: '/bundle',
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles.map((output) => output.text).join('\n')).not.toMatch(
      /from "node:|require\("(fs|path|module|crypto)"\)/,
    );
  });

  it('checks site.json with validators compiled in memory, as a browser would, and finds what Node finds', () => {
    const { compiled } = compileSchema('site.schema.json', schemaDocuments(), { Ajv: Ajv2020, addFormats });
    const text = readFileSync(path.join(projectDir, 'site.json'), 'utf8');
    expect(checkSite(text, { schema: compiled, writtenIds: WRITTEN_IDS }).problems).toEqual([]);
    const broken = checkSite(text.replace('"type": "faq"', '"type": "faqs"'), {
      schema: compiled,
      writtenIds: WRITTEN_IDS,
    });
    expect(broken.problems.map(({ code, path: place }) => ({ code, place }))).toEqual([
      { code: 'unknown-section-type', place: expect.stringMatching(/^page \/\S* › section \d+ \(faqs\) › type$/) },
    ]);
  });
});
