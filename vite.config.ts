import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { appChunkPlugin } from './scripts/build/app-chunk-plugin.ts';
import { clientWrittenPlugin } from './scripts/build/client-written-plugin.ts';
import { webFontFaces } from './scripts/build/web-font-faces.ts';
import { buildSettingsDefine } from './renderer/build-settings.ts';
import { siteConfigPlugin } from './renderer/vite-site-plugin.ts';
import { productAnswerValidatorPlugin } from './scripts/build/product-answer-validator-plugin.ts';
import { reactRouterTreeShakingPlugin } from './scripts/build/react-router-tree-shaking-plugin.ts';
import { localApiDevPlugin } from './server/api/vite-dev-api.ts';
import { listenAddress } from './server/listen-address.ts';
import { requestGuardDevPlugin } from './server/vite-request-guard.ts';

/**
 * The site's config without Vike's plugin, which Vike's own build adds itself (scripts/build/vite-build.ts): there the
 * config is handed over as it is, not loaded from this file again for each environment.
 */
export function siteViteConfig(): UserConfig & { plugins: PluginOption[] } {
  return {
    plugins: [
      bundleGroups(),
      requestGuardDevPlugin(),
      siteConfigPlugin(),
      productAnswerValidatorPlugin(),
      reactRouterTreeShakingPlugin(),
      appChunkPlugin(),
      clientWrittenPlugin(),
      localApiDevPlugin(),
      react(),
    ],
    css: { postcss: { plugins: [webFontFaces()] } },
    // SITE_* variables are build-time settings (renderer/build-settings.ts): checked here, inlined as one constant.
    define: buildSettingsDefine(process.env),
    // `npm run dev` listens where `npm run serve` does (HOST, PORT; 127.0.0.1:3000), and on that port or not at all.
    // It watches the sources, not the builds' folders nor the bench's (.bench/, with its generated sites' builds): a
    // large site's build holds thousands of folders, past the system's limit of watched files, and the server then
    // stalls.
    server: {
      ...listenAddress(process.env),
      strictPort: true,
      watch: { ignored: ['**/dist/**', '**/dist.*/**', '**/.dist-building-*/**', '**/.bench*/**'] },
    },
    build: {
      // scripts/build.ts builds into a fresh folder and swaps it in only when everything succeeded.
      outDir: process.env.SITE_OUT_DIR ?? 'dist',
      // Vite's table of gzip sizes is read by no one: the build prints its own figures, the budgets are tested, and
      // gzipping every chunk to print it is time every page waits for.
      reportCompressedSize: false,
    },
  };
}

/**
 * React in one file, which every page loads anyway: split by where each part is imported, it came in several files
 * that compress apart and grew whenever a section's code was split off. The styles in one file too: grouped that way,
 * each chunk that shares them would otherwise be given a copy, and a page loads every copy.
 *
 * Given by a hook, which answers anew for each config Vite resolves: Vike writes its file names into the resolved
 * output options, and an object of the config itself would carry the browser's names into the server's bundle.
 */
function bundleGroups(): Plugin {
  return {
    name: 'site:bundle-groups',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'styles', test: /\.css$/ },
              ],
            },
          },
        },
      },
    }),
  };
}

/** `vike dev` and `vike build` run by hand: the same config with Vike's plugin, last. */
export default defineConfig(() => {
  const config = siteViteConfig();
  return { ...config, plugins: [...config.plugins, vike()] };
});
