/**
 * The preview: the selected page drawn by the site's own layout, section components and CSS, from the data the
 * editor posts. Clicking a section selects it in the editor; links do not navigate. Data that cannot be drawn (a
 * required field missing mid-edit) keeps the last drawing and says why.
 */
import '../../styles/index.css';
import './preview.css';
import { Component, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { Layout } from '../../renderer/layout/Layout.tsx';
import { PageView } from '../../renderer/PageView.tsx';
import { layoutPayload, pagePayload } from '../../renderer/payload.ts';
import { SectionsContext } from '../../renderer/sections.ts';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { sectionRegistry } from '../../sections/registry.ts';
import { sitePartsOf } from '../../sections/section-facts.ts';
import { preloadLazySections } from '../../sections/lazy-section.tsx';
import { preloadSectionCode } from '../../renderer/navigation/page-loader.ts';
import { resolveSite, type ResolvedSite } from '../../site/resolve-site.ts';
import { routeIn } from '../../site/languages.ts';
import { LanguageContext } from '../../renderer/language.ts';
import type { FromPreview, ShowMessage, ToPreview } from './preview-messages.ts';
import { getDefaultStore } from 'jotai';
import { PRODUCT_PATH } from '../../browser/api/constants.ts';
import { getSubscriptionProductsAtom } from '../../browser/state/products.ts';
import { disclosuresFirstPaintScript } from '../../browser/disclosures/first-paint.ts';

const tell = (message: FromPreview) => window.parent.postMessage(message, location.origin);
/** The stamp of the newest update received. */
let latest = 0;

// The prices the preview shows are the plans as edited, saved or not: the site's own request for them is answered
// with the product data the editor sent last, and asked again when it changes.
let editedProduct: unknown;
const fetchFromServer = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (editedProduct === undefined || url.pathname !== PRODUCT_PATH) return fetchFromServer(input, init);
  return Promise.resolve(
    new Response(JSON.stringify(editedProduct), { headers: { 'content-type': 'application/json' } }),
  );
};
function showProduct(product: unknown): void {
  if (product === undefined || product === editedProduct) return;
  const first = editedProduct === undefined;
  editedProduct = product;
  // The pricing section asks once as it appears; a later change is asked for here.
  if (!first)
    void getDefaultStore()
      .set(getSubscriptionProductsAtom)
      .catch(() => undefined);
}

// The code of every split-off section is fetched at once, while the editor still reads the file: the preview shows
// every kind of page, and its first page then draws without waiting for its sections' code.
void preloadLazySections().catch(() => undefined);

// The header's menus open and close as on the site: by the script each of its pages carries in its head.
document.head.append(Object.assign(document.createElement('script'), { textContent: disclosuresFirstPaintScript() }));

// The preview's links lead nowhere (a click selects a section), so nothing is fetched ahead for them: without an
// IntersectionObserver the site's prefetching of links in view stays off.
Reflect.deleteProperty(window, 'IntersectionObserver');

class DrawingBoundary extends Component<
  { children: ReactNode; stamp: number; onError: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override componentDidUpdate(previous: { stamp: number }) {
    if (previous.stamp !== this.props.stamp && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? (
      <p className="preview-note">This page cannot be drawn until its problems are fixed.</p>
    ) : (
      this.props.children
    );
  }
}

function Preview() {
  const [shown, setShown] = useState<{ message: ShowMessage; site: ResolvedSite } | undefined>();
  const [note, setNote] = useState<string>();

  useEffect(() => {
    const receive = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== location.origin) return;
      if (event.data?.kind === 'hello') return tell({ kind: 'ready' });
      if (event.data?.kind !== 'show') return;
      const message = event.data;
      showProduct(message.product);
      let site;
      try {
        const { sites } = resolveSite(message.data as SiteConfig, message.texts ?? null, message.pictures);
        site = sites.find((candidate) => candidate.language.code === message.language) ?? sites[0]!;
      } catch {
        setNote('The preview shows the last state that could be drawn: fix the problems listed in the editor.');
        tell({ kind: 'shown', stamp: message.stamp });
        return;
      }
      const page = site.pages.find((candidate) => candidate.route === routeIn(message.route, site.language));
      latest = message.stamp;
      // Drawn only if no newer update came meanwhile: an update whose code took longer to load never draws over a later one.
      const draw = () => {
        if (message.stamp !== latest) return;
        setNote(undefined);
        setShown({ message, site });
      };
      // Split-off code (pricing, the contact form, drawings) first, so the page draws whole.
      if (page)
        void preloadSectionCode(page, sectionRegistry)
          .catch(() => undefined)
          .then(draw);
      else draw();
    };
    window.addEventListener('message', receive);
    tell({ kind: 'ready' });
    return () => window.removeEventListener('message', receive);
  }, []);

  useLayoutEffect(() => {
    if (!shown) return;
    document.querySelectorAll('[data-selected]').forEach((element) => element.removeAttribute('data-selected'));
    const selected = shown.message.section;
    if (selected !== undefined) {
      const element = document.querySelectorAll('main [data-section]')[selected];
      element?.setAttribute('data-selected', '');
      // The selected section is brought into the preview's view by scrolling the preview's own page only:
      // scrollIntoView would scroll the editor's window around the iframe too, and take Save out of sight.
      if (element) {
        const { top, bottom } = element.getBoundingClientRect();
        if (top < 0 || bottom - top > innerHeight) window.scrollBy(0, top);
        else if (bottom > innerHeight) window.scrollBy(0, bottom - innerHeight);
      }
    }
    tell({ kind: 'shown', stamp: shown.message.stamp });
  }, [shown]);

  useEffect(() => {
    // A click selects the section it lands in; nothing in the preview navigates or submits.
    const click = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('a, button, form')) event.preventDefault();
      const section = target.closest('main [data-section]');
      if (section)
        tell({ kind: 'select', section: [...document.querySelectorAll('main [data-section]')].indexOf(section) });
    };
    const submit = (event: Event) => event.preventDefault();
    // Ctrl+S (⌘S) saves wherever the focus is: here it is passed to the editor instead of the browser's "Save page".
    const keys = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        tell({ kind: 'save' });
      }
    };
    document.addEventListener('click', click, true);
    document.addEventListener('submit', submit, true);
    document.addEventListener('keydown', keys, true);
    return () => {
      document.removeEventListener('click', click, true);
      document.removeEventListener('submit', submit, true);
      document.removeEventListener('keydown', keys, true);
    };
  }, []);

  if (!shown)
    return (
      <p className="preview-note">
        {note ? 'This page cannot be drawn until the problems listed in the editor are fixed.' : 'Loading the preview…'}
      </p>
    );
  const route = routeIn(shown.message.route, shown.site.language);
  const page = shown.site.pages.find((candidate) => candidate.route === route);
  return (
    <>
      {note && (
        <p className="preview-note" role="status">
          {note}
        </p>
      )}
      <MemoryRouter key={route} initialEntries={[route]}>
        <SectionsContext.Provider value={sectionRegistry}>
          <DrawingBoundary
            stamp={shown.message.stamp}
            onError={() => tell({ kind: 'shown', stamp: shown.message.stamp })}
          >
            <LanguageContext.Provider value={{ language: shown.site.language, languages: shown.site.languages }}>
              <Layout layout={layoutPayload(shown.site)} notFound={!page}>
                {page ? (
                  <PageView page={pagePayload(shown.site, page, sitePartsOf)} />
                ) : (
                  <p className="preview-note">This page has no route yet.</p>
                )}
              </Layout>
            </LanguageContext.Provider>
          </DrawingBoundary>
        </SectionsContext.Provider>
      </MemoryRouter>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Preview />);
