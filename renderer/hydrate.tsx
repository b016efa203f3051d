// Hydrates the prerendered page with the payload embedded by +onRenderHtml.tsx and hands navigation to React Router.
// Loaded by +client.tsx once the page has painted.
import { startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { redirectHomeToLanguage } from '../browser/home-language.ts';
import { noteTypedFields } from '../browser/typed-before-hydration.ts';
import { sectionRegistry } from '../sections/registry.ts';
import { App, type AppProps } from './App.tsx';
import { PAYLOAD_SCRIPT_ID } from './json-script.ts';
import { canonicalPath } from './navigation/canonical-path.ts';
import { preloadSectionCode, seedPage } from './navigation/page-loader.ts';

// A static host may have answered "/pricing/" or "/pricing/index.html" with the page of "/pricing": the router knows
// pages by that one address.
const canonical = canonicalPath(location.pathname);
if (canonical !== location.pathname)
  history.replaceState(history.state, '', canonical + location.search + location.hash);

const { payload, errorStatus } = JSON.parse(document.getElementById(PAYLOAD_SCRIPT_ID)!.textContent!) as Omit<
  AppProps,
  'sections'
>;
// On a static host no server sent a first visit of "/" to the visitor's language: this does, and then the page that
// is being left is not hydrated.
const leaving = redirectHomeToLanguage(payload.layout.languages);
if (payload.page) seedPage(payload.page);
const container = document.getElementById('root')!;
// A copy of the page as served. Errors in a page's sections are caught beside them (the error page in <main>); one
// outside them (header, footer, cookie notice) would leave React nothing to draw, so the served page comes back
// instead: every word readable, every link a plain link, never a blank screen.
const served = container.cloneNode(true) as HTMLElement;
noteTypedFields(container);
let root: Root;
function restoreServedPage(error: unknown) {
  console.error(error);
  setTimeout(() => {
    root.unmount();
    container.replaceChildren(...served.childNodes);
  });
}

// Code split off from the page's sections (sections/lazy-section.tsx) arrives before hydrating, so React hydrates their
// prerendered HTML in one go instead of suspending on it. Should it fail, hydration goes on and the section's error
// boundary takes over (guarded reload). (A then, not a top-level await: that would split this bundle into pieces.)
// In a transition, React hydrates in slices of a few milliseconds, yielding to the browser in between, instead of one
// long task that would hold back a tap.
if (!leaving)
  (payload.page ? preloadSectionCode(payload.page, sectionRegistry).catch(() => undefined) : Promise.resolve()).then(
    () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <BrowserRouter>
            <App payload={payload} errorStatus={errorStatus} sections={sectionRegistry} />
            <Hydrated />
          </BrowserRouter>,
          { onUncaughtError: restoreServedPage },
        );
      });
    },
  );

/** Rendered after the App, so its effect runs once the page has hydrated: `npm run bench` reads the mark. */
function Hydrated() {
  useEffect(() => void performance.mark('hydrated'), []);
  return null;
}
