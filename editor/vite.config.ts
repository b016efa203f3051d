/**
 * Vite's settings for the editor's browser app (editor/app/): two pages, the editor (index.html) and its preview
 * (preview.html), built by `npm run edit` when it starts into node_modules/.cache/editor-app and served from there by
 * the editor's own server (server/edit-server.ts), which guards every request first. A build rather than Vite's dev
 * server: nothing listens for a websocket, nothing is compiled per request, and the pages load as fast as files. The
 * site's build never reads this file.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildSettingsDefine } from '../renderer/build-settings.ts';
import { productAnswerValidatorPlugin } from '../scripts/build/product-answer-validator-plugin.ts';
import { PROJECT_DIR, PUBLIC_DIR } from '../site/node/paths.ts';

/** Where the built app is kept (a folder per running editor): inside node_modules, never in the site's dist/. */
export const EDITOR_APP_DIR = path.join(PROJECT_DIR, 'node_modules/.cache/editor-app');

export default defineConfig({
  root: path.join(PROJECT_DIR, 'editor/app'),
  // Two pages, index.html (the editor) and preview.html (the site's sections, drawn from the text being edited).
  appType: 'mpa',
  // The site's pricing code imports "virtual:product-answer-validator".
  plugins: [react(), productAnswerValidatorPlugin()],
  // The site's build settings (SITE_*) read as in the site's own build, from the project's environment and .env files.
  define: buildSettingsDefine(process.env),
  envDir: PROJECT_DIR,
  // The site's pictures, so the preview shows them at the paths site.json gives.
  publicDir: PUBLIC_DIR,
  // The checker's worker (editor/app/check-worker.ts) is a module, as the pages are.
  worker: { format: 'es' },
  cacheDir: path.join(PROJECT_DIR, 'node_modules/.vite-editor'),
  clearScreen: false,
  build: {
    outDir: EDITOR_APP_DIR,
    emptyOutDir: true,
    // A local tool: its bundle is read from this machine's disk, so its size warns of nothing.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: {
        index: path.join(PROJECT_DIR, 'editor/app/index.html'),
        preview: path.join(PROJECT_DIR, 'editor/app/preview.html'),
      },
    },
  },
});
