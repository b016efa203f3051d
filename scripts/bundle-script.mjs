// A TypeScript module of the project as one plain JavaScript file that Node runs as it is: esbuild bundles it (the
// packages left as imports) into node_modules/.cache, and the bundle is reused until one of its source files changes.
// Node 20 cannot run TypeScript itself, and a loader such as tsx costs ~200 ms at every start. scripts/run.mjs runs
// the commands' scripts this way, and the build starts its worker threads from such bundles.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The path of the bundle of `entry` (a .ts file of the project in `projectDir`), made now unless an up-to-date one is
 * there. The project's folder is handed in, not found from this module: the build's scripts carry this module inside
 * their own bundle, elsewhere.
 */
export async function bundledScript(entry, projectDir) {
  const cacheDir = path.join(projectDir, 'node_modules/.cache/site-scripts');
  // This file: a change to it makes every bundle again.
  const self = path.join(projectDir, 'scripts/bundle-script.mjs');
  // Keyed by the module's full path: two checkouts sharing node_modules never run each other's bundle.
  const key = createHash('sha256').update(entry).digest('hex').slice(0, 12);
  const bundle = path.join(cacheDir, `${path.basename(entry, '.ts')}-${key}.mjs`);
  const inputsFile = `${bundle}.inputs.json`;
  if (isFresh(bundle, inputsFile)) return bundle;
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const result = await build({
    absWorkingDir: projectDir,
    entryPoints: [entry],
    outfile: bundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
    jsx: 'automatic',
  });
  // Written beside and renamed: a process starting the same bundle meanwhile reads the old one or the new one, whole.
  const written = `${bundle}.${process.pid}`;
  writeFileSync(written, result.outputFiles[0].contents);
  renameSync(written, bundle);
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(projectDir, file));
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify([...inputs, self]));
  renameSync(`${inputsFile}.${process.pid}`, inputsFile);
  return bundle;
}

function isFresh(bundle, inputsFile) {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return false;
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.every((file) => existsSync(file) && statSync(file).mtimeMs <= builtAt);
}
