/** The whole app for one location, rendered to HTML as the prerender does (for the real site.json). */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../../renderer/App.tsx';
import { layoutPayload, pagePayload } from '../../../renderer/payload.ts';
import { preloadLazySections } from '../../../sections/lazy-section.tsx';
import { sectionRegistry } from '../../../sections/registry.ts';
import { sitePartsOf } from '../../../sections/section-facts.ts';
import type { ResolvedPage } from '../../../site/resolve-site.ts';
import { site } from '../../site.ts';

// The prerender loads the split-off sections' code before it renders a page (pages/index/+onBeforeRender.ts).
await preloadLazySections();

export const renderApp = (page: ResolvedPage | null, location: string, errorStatus?: number) =>
  renderToString(
    <StaticRouter location={location}>
      <App
        payload={{ layout: layoutPayload(site), page: page && pagePayload(site, page, sitePartsOf) }}
        errorStatus={errorStatus}
        sections={sectionRegistry}
      />
    </StaticRouter>,
  );
