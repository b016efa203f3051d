import { describe, expect, it } from 'vitest';
import { appModules } from '../../scripts/build/app-chunk-plugin.ts';

/** A module graph as the bundler reports it: each module's static and dynamic imports, entries marked. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      id in modules
        ? ({
            id,
            isEntry: modules[id]!.entry ?? false,
            importedIds: modules[id]!.imports ?? [],
            dynamicallyImportedIds: modules[id]!.dynamic ?? [],
          } as never)
        : null,
  };
}

const site = graph({
  '/site/renderer/+client.tsx': {
    entry: true,
    imports: ['/site/styles/index.css', '/site/renderer/after-first-paint.ts', '/site/renderer/reload-guard.ts'],
    dynamic: ['/site/renderer/hydrate.tsx'],
  },
  '/site/styles/index.css': {},
  '/site/renderer/after-first-paint.ts': {},
  '/site/renderer/reload-guard.ts': {},
  '/site/renderer/hydrate.tsx': {
    imports: [
      '/site/node_modules/react-dom/client.js',
      '/site/renderer/App.tsx',
      '/site/sections/registry.ts',
      '\0rolldown/runtime.js',
    ],
  },
  '/site/node_modules/react-dom/client.js': {
    imports: ['/site/node_modules/react/index.js', '/site/node_modules/scheduler/index.js'],
  },
  '/site/node_modules/react/index.js': {},
  '/site/node_modules/scheduler/index.js': {},
  '\0rolldown/runtime.js': {},
  '/site/renderer/App.tsx': {
    imports: ['/site/node_modules/jotai/index.mjs', '/site/renderer/reload-guard.ts', '/site/renderer/app.css'],
  },
  '/site/renderer/app.css': {},
  '/site/node_modules/jotai/index.mjs': { imports: ['/site/node_modules/react/index.js'] },
  '/site/sections/registry.ts': {
    imports: ['/site/sections/inline-markup.ts'],
    dynamic: ['/site/sections/pricing/PricingView.tsx'],
  },
  '/site/sections/inline-markup.ts': {},
  '/site/sections/pricing/PricingView.tsx': {
    imports: ['/site/sections/inline-markup.ts', '/site/sections/pricing/PlanCard.tsx'],
  },
  '/site/sections/pricing/PlanCard.tsx': {},
});

describe("the app's file", () => {
  it('holds what hydrate.tsx imports, directly or not, and every library but React', () => {
    expect([...appModules(site)].sort()).toEqual([
      '/site/node_modules/jotai/index.mjs',
      '/site/renderer/App.tsx',
      '/site/renderer/hydrate.tsx',
      '/site/sections/inline-markup.ts',
      '/site/sections/registry.ts',
    ]);
  });

  it("leaves out what the entry imports before the first paint, React, styles, the bundler's own modules and sections loaded on demand", () => {
    const modules = appModules(site);
    for (const id of [
      '/site/renderer/reload-guard.ts',
      '/site/renderer/after-first-paint.ts',
      '/site/node_modules/react/index.js',
      '/site/node_modules/react-dom/client.js',
      '/site/node_modules/scheduler/index.js',
      '/site/renderer/app.css',
      '\0rolldown/runtime.js',
      '/site/sections/pricing/PricingView.tsx',
      '/site/sections/pricing/PlanCard.tsx',
    ])
      expect(modules.has(id), id).toBe(false);
  });

  it('is empty in a build without hydrate.tsx (the server bundle)', () => {
    expect(appModules(graph({ '/site/renderer/+onRenderHtml.tsx': { entry: true } })).size).toBe(0);
  });
});
