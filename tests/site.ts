/** The resolved site.json for tests: what a visitor should see, placeholders filled. */
import { readFileSync } from 'node:fs';
import { resolveSite } from '../site/resolve-site.ts';
import type { SiteConfig } from '../schemas/site.types.ts';

export const { site, routeTable } = resolveSite(JSON.parse(readFileSync(new URL('../site.json', import.meta.url), 'utf8')) as SiteConfig);
export const routes = [...routeTable.keys()];

/** Other spellings of a page's address, and the one address they lead to. */
export const OTHER_SPELLINGS: [string, string][] = [
  ['/pricing/', '/pricing'],
  ['/pricing/index.html?plan=orbit', '/pricing?plan=orbit'],
  ['/index.html', '/'],
];

/** Addresses that try to make a redirect lead to another host ("//evil.example" is a host in a Location header). */
export const OFF_SITE_SPELLINGS = ['/.//evil.example/', '//evil.example/', '///evil.example/', '/\\evil.example/', '/%5Cevil.example/', '/%5C%5Cevil.example/', '/%2F%2Fevil.example/', '/./evil.example/', '//evil.example/index.html'];
