/**
 * The only reader of site.json. The build validated it before this runs (see renderer/vite-site-plugin.ts). Server
 * side only: the browser receives just the payloads of renderer/payload.ts.
 */
import raw from '../site.json';
import type { SiteConfig } from '../schemas/site.types.ts';
import { resolveSite } from '../site/resolve-site.ts';

export const { site, routeTable } = resolveSite(raw as SiteConfig);
