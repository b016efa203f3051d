/**
 * Vite's view of site.json:
 * - build: the site `npm run build` validated and handed over as a file (site/node/validated-site.ts), never checked
 *   again: give the server bundle a module that reads that file when the prerender starts, so the site is not inlined
 *   into the bundle (the build itself writes each page's data, scripts/build/page-data.ts);
 * - dev: check site.json itself, serve those JSON files, and on every save of site.json either reload the page or show
 *   the problems in Vite's overlay; a page loaded while site.json is invalid lists the problems instead of rendering;
 *   serve the picture files of media/ as they are.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import type { Plugin, ViteDevServer } from 'vite';
import { mediaDir, PROJECT_DIR, SITE_FILE } from '../site/node/paths.ts';
import { compiledSchema } from '../site/node/schema-cache.ts';
import { WRITTEN_IDS } from '../sections/section-facts.ts';
import { checkSiteText } from '../site/node/check.ts';
import { report } from '../site/report.ts';
import type { SiteCheck } from '../site/check-site.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { MEDIA_FOLDER } from '../site/picture-outputs.ts';
import type { ValidatedSite } from '../site/node/validated-site.ts';
import { pageDataUrl } from './payload.ts';

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

// The dev server asks on every request; the file is read and checked again only once it has changed.
let lastCheck: { modifiedAt: number; check: SiteCheck } | undefined;
function checkNow(): SiteCheck {
  const modifiedAt = statSync(SITE_FILE).mtimeMs;
  if (lastCheck?.modifiedAt !== modifiedAt)
    lastCheck = { modifiedAt, check: checkSiteText(readFileSync(SITE_FILE, 'utf8'), { writtenIds: WRITTEN_IDS }) };
  return lastCheck.check;
}

const textShape = () => compiledSchema('site.schema.json').texts;

/** The site the dev server draws: a valid one, or a draft (texts still to translate show in English). */
function devSiteOrThrow(): ValidatedSite {
  const check = checkNow();
  const source = check.ok ? check.site : check.draft;
  if (!source) throw new SiteConfigError(report('site.json', check));
  // The dev server draws each picture's own file: only the build makes its sizes and formats.
  return { source, texts: textShape(), pictures: {} };
}

const VIRTUAL_ID = 'virtual:site-config';
/** Where the server bundle's copy of the validated-site reader comes from. */
const VALIDATED_SITE_MODULE = path.join(PROJECT_DIR, 'site/node/validated-site.ts');

export function siteConfigPlugin(): Plugin {
  let building = false;
  return {
    name: 'site-config',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      // In dev, a broken site.json stops the server at its start, with its problems.
      if (!building) devSiteOrThrow();
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null;
    },
    // renderer/site.ts reads site.json (or the file SITE_JSON names) from here, with the schema's text shape and the
    // build's pictures: in a build, from the validated file when the prerender starts; in dev, inlined, and again on
    // every save.
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      if (building)
        return `import { readValidatedSite } from ${JSON.stringify(VALIDATED_SITE_MODULE)};\nexport const { source, texts, pictures } = readValidatedSite();\n`;
      this.addWatchFile(SITE_FILE);
      const { source, texts, pictures } = devSiteOrThrow();
      return `export const source = ${JSON.stringify(source)};\nexport const texts = ${JSON.stringify(texts)};\nexport const pictures = ${JSON.stringify(pictures)};\n`;
    },
    configureServer(server: ViteDevServer) {
      // Pictures are drawn from their own files in dev (the build makes their sizes and formats): media/ is served.
      server.middlewares.use(`/${MEDIA_FOLDER}`, sirv(mediaDir(), { dev: true }));
      server.watcher.add(SITE_FILE);
      server.watcher.on('change', (file) => {
        if (file !== SITE_FILE) return;
        const check = checkNow();
        if (check.ok || check.draft) server.ws.send({ type: 'full-reload' });
        else
          server.ws.send({
            type: 'error',
            err: { message: report('site.json', check), stack: '', plugin: 'site.json' },
          });
      });
      server.middlewares.use((request, response, next) => {
        const check = checkNow();
        const site = check.ok ? check.site : check.draft;
        if (!site) {
          // Instead of a broken page: the problems, and Vite's client so the page reloads once the file is fixed.
          if (!String(request.headers.accept ?? '').includes('text/html')) return next();
          response.statusCode = 500;
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(problemsPage(report('site.json', check)));
          return;
        }
        const { routeTable } = resolveSite(site, textShape());
        const page = [...routeTable.values()].find((candidate) => pageDataUrl(candidate.route) === request.url);
        if (!page) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(page));
      });
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function problemsPage(problems: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>site.json has problems</title>
<script type="module" src="/@vite/client"></script>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#14172b}pre{white-space:pre-wrap;background:#fff4f4;border:1px solid #f0c4c4;padding:1rem;border-radius:8px}</style>
</head><body><h1>site.json has problems</h1><p>Fix them and save: this page reloads by itself.</p><pre>${escapeHtml(problems)}</pre></body></html>`;
}
