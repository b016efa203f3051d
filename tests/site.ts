/** The resolved site.json for tests: what a visitor should see, placeholders filled. */
import { readFileSync } from 'node:fs';
import { resolveSite } from '../site/resolve-site.ts';
import { compiledSchema } from '../site/node/schema-cache.ts';
import type { SiteConfig } from '../schemas/site.types.ts';

/** Every language's site (English first) and one route table of every language's pages. */
/** Which strings of site.json are texts to translate. */
export const texts = compiledSchema('site.schema.json').texts;
export const { sites, routeTable } = resolveSite(
  JSON.parse(readFileSync(new URL('../site.json', import.meta.url), 'utf8')) as SiteConfig,
  texts,
);
/** The site in English, the default language. */
export const site = sites[0]!;
/** The English routes ("/pricing"). */
export const routes = site.pages.map((page) => page.route);
/** The Dutch site and its routes ("/nl/pricing"). */
export const dutch = sites.find((candidate) => candidate.language.code === 'nl')!;
export const dutchRoutes = dutch.pages.map((page) => page.route);

/** Other spellings of a page's address, and the one address they lead to. */
export const OTHER_SPELLINGS: [string, string][] = [
  ['/pricing/', '/pricing'],
  ['/pricing/index.html?plan=orbit', '/pricing?plan=orbit'],
  ['/index.html', '/'],
];

/** Addresses that try to make a redirect lead to another host ("//evil.example" is a host in a Location header). */
export const OFF_SITE_SPELLINGS = [
  '/.//evil.example/',
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/%2F%2Fevil.example/',
  '/./evil.example/',
  '//evil.example/index.html',
];
