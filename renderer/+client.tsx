// The browser's entry. The page is prerendered HTML; this hydrates it with the payload embedded by +onRenderHtml.tsx
// and hands navigation to React Router. (A +client file instead of +onRenderClient keeps Vike's own client runtime,
// ~13 KiB gzip, out of the page: Vike routing is off and React Router needs none of it.)
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, type AppProps } from './App.tsx';
import { PAYLOAD_SCRIPT_ID } from './json-script.ts';
import { preloadSectionCode, seedPage } from './navigation/page-loader.ts';
import '../styles/index.css';

const { payload, errorStatus } = JSON.parse(document.getElementById(PAYLOAD_SCRIPT_ID)!.textContent!) as AppProps;
if (payload.page) seedPage(payload.page);
// Code split off from the page's sections (sections/lazy-section.tsx) arrives before hydrating, so React hydrates their
// prerendered HTML in one go instead of suspending on it. Should it fail, hydration goes on and the section's error
// boundary takes over (guarded reload). (A then, not a top-level await: that would split this bundle into pieces.)
(payload.page ? preloadSectionCode(payload.page).catch(() => undefined) : Promise.resolve()).then(() =>
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter>
      <App payload={payload} errorStatus={errorStatus} />
    </BrowserRouter>,
  ),
);
