/**
 * Vite's settings for the editor's browser app (editor/app/), served by `npm run edit` in middleware mode behind the
 * editor's own server (server/edit-server.ts), which guards every request first. The site's build never reads this
 * file. Vite here only reads and serves: no watcher, no websocket, no CORS headers.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, normalizePath } from 'vite';
import { productAnswerValidatorPlugin } from '../scripts/build/product-answer-validator-plugin.ts';
import { PROJECT_DIR, PUBLIC_DIR } from '../site/node/paths.ts';

export default defineConfig({
  root: path.join(PROJECT_DIR, 'editor/app'),
  // Two pages, index.html (the editor) and preview.html (the site's sections, drawn from the text being edited).
  appType: 'mpa',
  // The site's pricing code imports "virtual:product-answer-validator".
  plugins: [react(), productAnswerValidatorPlugin()],
  // The site's build settings (SITE_*) read as in the site's own build, from the project's environment and .env files.
  envPrefix: ['VITE_', 'SITE_'],
  envDir: PROJECT_DIR,
  // The site's pictures, so the preview shows them at the paths site.json gives.
  publicDir: PUBLIC_DIR,
  cacheDir: path.join(PROJECT_DIR, 'node_modules/.vite-editor'),
  clearScreen: false,
  server: {
    middlewareMode: true,
    // No live reload: nothing listens for a websocket, so there is nothing more to guard.
    hmr: false,
    ws: false,
    // Nothing is watched: the app is served as it was when the editor started.
    watch: null,
    // Vite would otherwise answer pages of other local ports with Access-Control-Allow-Origin.
    cors: false,
    // The app imports the site's sections, styles and core from the whole project.
    fs: {
      allow: [PROJECT_DIR],
      // Vite's own list (a list given here replaces it), and the contact messages the local API stores.
      deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', `${normalizePath(path.join(PROJECT_DIR, 'storage'))}/**`],
    },
  },
});
