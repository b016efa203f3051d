/** `npm run dev`: the local API answers inside Vite's dev server too, so pricing and contact work in the preview. */
import type { Plugin } from 'vite';
import { defaultLocalApi } from './local-api.ts';

export function localApiDevPlugin(): Plugin {
  return {
    name: 'local-api',
    apply: 'serve',
    configureServer(server) {
      const api = defaultLocalApi();
      server.middlewares.use((request, response, next) => {
        if (!api.handle(request, response)) next();
      });
      server.httpServer?.on('close', () => void api.close());
    },
  };
}
