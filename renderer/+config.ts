import type { Config } from 'vike/types';

// React Router owns navigation after hydration (Vike's client routing stays off), every route is prerendered, and the
// payload computed in onRenderHtml is the only thing serialised into the page for the browser.
export default {
  clientRouting: false,
  prerender: true,
  passToClient: ['payload', 'errorStatus'],
} satisfies Config;
