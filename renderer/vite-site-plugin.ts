/**
 * Vite's view of site.json:
 * - build: validate first and stop with the same report as `npm run validate`; write one JSON file per page
 *   (renderer/payload.ts: pageDataUrl) for client-side navigation;
 * - dev: serve those JSON files, and on every save of site.json either reload the page or show the problems in
 *   Vite's overlay; a page loaded while site.json is invalid lists the problems instead of rendering.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Plugin, ViteDevServer } from 'vite';
import { DEFAULT_SITE_FILE, SITE_FILE } from '../site/node/paths.ts';
import { WRITTEN_IDS } from '../sections/section-facts.ts';
import { checkSiteText } from '../site/node/check.ts';
import { report } from '../site/report.ts';
import type { SiteCheck } from '../site/check-site.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { pageDataUrl } from './payload.ts';

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

// The dev server asks on every request; the file is read and checked again only once it has changed.
let lastCheck: { modifiedAt: number; check: SiteCheck } | undefined;
function checkNow(): SiteCheck {
  const modifiedAt = statSync(SITE_FILE).mtimeMs;
  if (lastCheck?.modifiedAt !== modifiedAt) lastCheck = { modifiedAt, check: checkSiteText(readFileSync(SITE_FILE, 'utf8'), { writtenIds: WRITTEN_IDS }) };
  return lastCheck.check;
}

function validSiteOrThrow() {
  const check = checkNow();
  if (!check.ok) throw new SiteConfigError(report('site.json', check));
  return resolveSite(check.site);
}

export function siteConfigPlugin(): Plugin {
  return {
    name: 'site-config',
    buildStart() {
      validSiteOrThrow();
    },
    load(id) {
      // renderer/site.ts imports ../site.json; SITE_JSON gives that module another file's text. Done when loading, as
      // the bundler resolves a relative import itself, without asking plugins.
      if (SITE_FILE === DEFAULT_SITE_FILE || id.split('?')[0] !== DEFAULT_SITE_FILE) return null;
      this.addWatchFile(SITE_FILE);
      return readFileSync(SITE_FILE, 'utf8');
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const { routeTable } = validSiteOrThrow();
      for (const [route, page] of routeTable) {
        this.emitFile({ type: 'asset', fileName: pageDataUrl(route).slice(1), source: JSON.stringify(page) });
      }
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(SITE_FILE);
      server.watcher.on('change', (file) => {
        if (file !== SITE_FILE) return;
        const check = checkNow();
        if (check.ok) server.ws.send({ type: 'full-reload' });
        else server.ws.send({ type: 'error', err: { message: report('site.json', check), stack: '', plugin: 'site.json' } });
      });
      server.middlewares.use((request, response, next) => {
        const check = checkNow();
        if (!check.ok) {
          // Instead of a broken page: the problems, and Vite's client so the page reloads once the file is fixed.
          if (!String(request.headers.accept ?? '').includes('text/html')) return next();
          response.statusCode = 500;
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(problemsPage(report('site.json', check)));
          return;
        }
        const { routeTable } = resolveSite(check.site);
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
