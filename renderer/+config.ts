import type { Config } from 'vike/types';

// Every route is prerendered, when `npm run build` asks (scripts/build.ts: after the bundles, it knows which pages
// changed). In the browser, +client.tsx hydrates and React Router owns navigation: Vike's client
// routing stays off and the Page is server-only, so Vike ships no client runtime of its own. `documentOf` and
// `pageDataOf` are this project's own settings (+documentOf.ts, +pageDataOf.ts), read by the build's prerender threads
// from a page's context.
export default {
  clientRouting: false,
  prerender: { disableAutoRun: true },
  meta: {
    Page: { env: { server: true, client: false } },
    documentOf: { env: { server: true, client: false } },
    pageDataOf: { env: { server: true, client: false } },
  },
} satisfies Config;
