/**
 * `npm run dev`: the local API answers inside Vite's dev server too, so pricing and contact work in the preview, and so
 * does the cookie form a page without JavaScript posts (its categories as site.json had them when the server started).
 */
import type { Plugin } from 'vite';
import { requestTargetOf } from '../request-target.ts';
import { consentCategoriesOf } from '../../browser/consent/categories.ts';
import { consentForm } from '../consent-form.ts';
import { checkedSiteFile } from './contact-form-of-site.ts';
import { defaultLocalApi } from './local-api.ts';

export function localApiDevPlugin(): Plugin {
  return {
    name: 'local-api',
    apply: 'serve',
    configureServer(server) {
      // site.json checked once, for the contact form's rules and the cookie form's categories.
      const check = checkedSiteFile();
      const api = defaultLocalApi(undefined, check);
      const consent = consentForm(check.ok ? consentCategoriesOf(check.site) : undefined);
      // The dev server starts anyway; messages then get 500 until the store can take them.
      api
        .ready()
        .catch((error: Error) => server.config.logger.error(`The local API cannot store messages: ${error.message}`));
      server.middlewares.use((request, response, next) => {
        // A target that is no path here is left to Vite, which answers it.
        const target = requestTargetOf(request.url);
        if (!target || !(consent(request, response, target) || api.handle(request, response, target))) next();
      });
      server.httpServer?.on('close', () => void api.close());
    },
  };
}
