/**
 * Puts the code every page runs once it has painted (renderer/hydrate.tsx and all it imports, apart from React) into
 * one file. Left to itself the bundler splits that code by which sections share each part: four files when this was
 * written, which every page fetches anyway, and which compress apart, each without the words of the others. As one
 * file it is 1.1 KiB (gzip) smaller on every page, and three requests fewer. Sections that only some pages show keep
 * their own files.
 *
 * The group is computed from the module graph, not a list of folders: what the page's entry itself imports (the
 * first-paint wait, the reload guard) stays in the entry, or the entry would import this file, and this file React,
 * before the first paint.
 */
import type { ModuleInfo } from 'rolldown';
import type { Plugin } from 'vite';

/** The module loaded after the first paint (see renderer/+client.tsx). */
const HYDRATE_MODULE = /[\\/]renderer[\\/]hydrate\.tsx$/;
/** React has its own file (vite.config.ts); styles theirs. */
const OWN_FILE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|\.css($|\?)/;
const APP_CHUNK_NAME = 'app';

type ModuleGraph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): ModuleInfo | null };

/** Every module `roots` import, directly or through others, without following dynamic imports. */
function staticallyImported(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>(roots);
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? [])
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
  return seen;
}

/** The modules of the app's file: statically imported by hydrate.tsx, not by an entry, not virtual, not React. */
export function appModules(graph: ModuleGraph): Set<string> {
  const ids = [...graph.getModuleIds()];
  const hydrate = ids.find((id) => HYDRATE_MODULE.test(id));
  if (!hydrate) return new Set();
  const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
  const entryCode = staticallyImported(graph, entries);
  return new Set(
    [...staticallyImported(graph, [hydrate])].filter(
      (id) => !entryCode.has(id) && !id.startsWith('\0') && !OWN_FILE.test(id),
    ),
  );
}

export function appChunkPlugin(): Plugin {
  const modules = new Set<string>();
  return {
    name: 'site:app-chunk',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Only what is found below: its own dependencies outside it (the entry's code) stay where they are.
                groups: [
                  {
                    name: APP_CHUNK_NAME,
                    test: (id: string) => modules.has(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      modules.clear();
      for (const id of appModules(this)) modules.add(id);
    },
  };
}
