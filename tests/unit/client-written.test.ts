/**
 * The browser bundle's files, told to the build as soon as Vite writes them (scripts/build/client-written-plugin.ts),
 * so that it compresses them while Vite makes the server bundle: the plugin on its own, and through a real `vike build`
 * run by the build's own code.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { clientWrittenPlugin } from '../../scripts/build/client-written-plugin.ts';

const projectDir = path.resolve(import.meta.dirname, '../..');

/** Calls the plugin's writeBundle hook as Vite does, in `environment`, for a bundle of `names` written into `dir`. */
function writeBundle(environment: string, dir: string | undefined, names: string[]): void {
  const hook = clientWrittenPlugin().writeBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  hook.call({ environment: { name: environment } }, { dir }, Object.fromEntries(names.map((name) => [name, {}])));
}

describe('the plugin', () => {
  const send = vi.fn();
  const original = process.send;
  afterEach(() => {
    process.send = original;
    send.mockReset();
  });

  it("sends the browser bundle's files by their absolute paths, leaving out Vite's own records", () => {
    process.send = send;
    writeBundle('client', '/site/.dist-building-1/client', [
      'assets/entries/entry.js',
      'assets/static/styles.css',
      '.vite/manifest.json',
    ]);
    expect(send.mock.calls).toEqual([
      [
        {
          clientWritten: [
            '/site/.dist-building-1/client/assets/entries/entry.js',
            '/site/.dist-building-1/client/assets/static/styles.css',
          ],
        },
      ],
    ]);
  });

  it('says nothing of the server bundle, nor where no build listens', () => {
    process.send = send;
    writeBundle('ssr', '/site/.dist-building-1/server', ['entry.mjs']);
    expect(send).not.toHaveBeenCalled();
    process.send = undefined;
    expect(() => writeBundle('client', '/site/client', ['a.js'])).not.toThrow();
  });
});

describe('a build that makes the bundles', () => {
  const outDir = path.join(projectDir, `.bench-client-written-${process.pid}`);
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'client-written-'));
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it("hears of the browser bundle's files before Vite ends, every one of them a file it serves", async () => {
    // An empty cache of bundles, so that Vite runs (the module reads the setting as it loads).
    vi.stubEnv('SITE_BUNDLE_CACHE_DIR', cacheDir);
    vi.resetModules();
    const { makeBundles } = await import('../../scripts/build/bundles.ts');
    const bundles = makeBundles(outDir);
    const heard: string[] = [];
    const [files] = await Promise.all([
      bundles.clientWritten.then((written) => (heard.push('client written'), written)),
      bundles.done.then(() => heard.push('bundles made')),
    ]);
    vi.unstubAllEnvs();
    expect(heard).toEqual(['client written', 'bundles made']);
    const clientDir = path.join(outDir, 'client');
    expect(files.length).toBeGreaterThan(5);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    for (const file of files) {
      expect(path.relative(clientDir, file).startsWith('..'), file).toBe(false);
      expect(existsSync(file), file).toBe(true);
    }
  }, 120_000);
});
