/**
 * `npm run validate -- --watch`: checks the file, then again after every save, until stopped. Each run prints a
 * begin line, its problems in the usual `FILE:LINE:COL  pointer  message` lines and one closing line starting with ✓
 * or ✗, so an editor's problem matcher (.vscode/tasks.json) knows when a run starts and ends. A broken file, a file
 * that is briefly missing while an editor saves it, or a bug of the validator is reported and the watch goes on.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { jsonReport, report } from '../report.ts';
import { checkSiteFile, type CheckOptions } from './check.ts';
import { productDataFile, SCHEMA_DIR, SECTIONS_DIR } from './paths.ts';
import { forgetCompiledSchemas } from './schema-cache.ts';

export interface WatchOptions {
  /** Print each run as one line of JSON (an array of problems) instead of the lines an editor reads. */
  json?: boolean;
  /** Quiet time after the last change before checking: an editor's save can arrive as several writes. */
  debounceMs?: number;
  write?: (line: string) => void;
  /** What the check is given besides the file (the ids the site writes). */
  check?: CheckOptions;
}

/** The first line of every run (the problem matcher's begin pattern). */
export const RUN_BEGINS = 'validate: checking ';

export function watchSiteFile(file: string, name: string, options: WatchOptions = {}): { close: () => void } {
  const {
    json = false,
    debounceMs = 100,
    write = (line: string) => console.log(line),
    check: checkOptions = {},
  } = options;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;

  const run = async (): Promise<void> => {
    if (running) {
      // A save during a run is checked right after it, so the last state of the file is always the one reported.
      again = true;
      return;
    }
    running = true;
    do {
      again = false;
      if (!json) write(`${RUN_BEGINS}${name} (${new Date().toLocaleTimeString('en-GB')})`);
      try {
        const check = await checkSiteFile(file, { ...checkOptions, siteName: name });
        write(json ? JSON.stringify(jsonReport(name, check)) : report(name, check));
      } catch (error) {
        // A bug of the validator itself: one plain line, and the next save is checked again.
        const message = `could not check ${name}: ${(error as Error).message}`;
        write(
          json
            ? JSON.stringify([
                {
                  code: 'unreadable-file',
                  file: name,
                  line: 1,
                  column: 1,
                  pointer: '',
                  path: 'the whole file',
                  message,
                },
              ])
            : `✗ ${message}`,
        );
      }
    } while (again);
    running = false;
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), debounceMs);
  };

  // The folder is watched rather than the file: an editor that saves by writing a new file and renaming it over the
  // old one replaces the file, and a watch on the old one would hear nothing more.
  const base = path.basename(file);
  const watchers: FSWatcher[] = [
    watch(path.dirname(file), (_event, changed) => {
      if (changed === null || changed === base) schedule();
    }),
    // A changed schema (in schemas/, or a section type's in its folder) changes what is valid: compile again and check again.
    ...[SCHEMA_DIR, SECTIONS_DIR].map((dir) =>
      watch(dir, { recursive: true }, (_event, changed) => {
        if (changed === null || changed.endsWith('.schema.json')) {
          forgetCompiledSchemas();
          schedule();
        }
      }),
    ),
  ];
  // The facts repeat figures of the product data (product-facts.ts): a change there is checked too.
  const products = productDataFile();
  if (existsSync(path.dirname(products))) {
    watchers.push(
      watch(path.dirname(products), (_event, changed) => {
        if (changed === null || changed === path.basename(products)) schedule();
      }),
    );
  }
  for (const watcher of watchers)
    watcher.on('error', (error) => write(`validate: cannot watch for changes: ${error.message}`));
  if (!json) write(`validate: watching ${name} for changes (Ctrl+C stops)`);
  void run();
  return {
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
