// Hydrates the prerendered page with the payload embedded by +onRenderHtml.tsx and hands navigation to React Router.
// Loaded by +client.tsx once the page has painted.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, type AppProps } from './App.tsx';
import { PAYLOAD_SCRIPT_ID } from './json-script.ts';
import { preloadSectionCode, seedPage } from './navigation/page-loader.ts';

const { payload, errorStatus } = JSON.parse(document.getElementById(PAYLOAD_SCRIPT_ID)!.textContent!) as AppProps;
if (payload.page) seedPage(payload.page);
// Code split off from the page's sections (sections/lazy-section.tsx) arrives before hydrating, so React hydrates their
// prerendered HTML in one go instead of suspending on it. Should it fail, hydration goes on and the section's error
// boundary takes over (guarded reload). (A then, not a top-level await: that would split this bundle into pieces.)
// In a transition, React hydrates in slices of a few milliseconds, yielding to the browser in between, instead of one
// long task that would hold back a tap.
(payload.page ? preloadSectionCode(payload.page).catch(() => undefined) : Promise.resolve()).then(() =>
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <BrowserRouter>
        <App payload={payload} errorStatus={errorStatus} />
      </BrowserRouter>,
    );
  }),
);
