#!/usr/bin/env node
// Runs a TypeScript script of scripts/ as plain JavaScript: esbuild bundles it once into node_modules/.cache and the
// bundle is reused until one of its source files changes. Node 20 cannot run TypeScript itself, and a loader such as
// tsx costs ~200 ms at every start, more than `npm run validate` may take in all.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run.mjs scripts/NAME.ts [ARGS…]');
  process.exit(2);
}
const entry = path.resolve(projectDir, script);
const cacheDir = path.join(projectDir, 'node_modules/.cache/site-scripts');
// Keyed by the script's full path: two checkouts sharing node_modules never run each other's bundle.
const key = createHash('sha256').update(entry).digest('hex').slice(0, 12);
const bundle = path.join(cacheDir, `${path.basename(entry, '.ts')}-${key}.mjs`);
const inputsFile = `${bundle}.inputs.json`;

function isFresh() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return false;
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.every((file) => existsSync(file) && statSync(file).mtimeMs <= builtAt);
}

if (!isFresh()) {
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const result = await build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
    jsx: 'automatic',
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(projectDir, file));
  writeFileSync(inputsFile, JSON.stringify([...inputs, fileURLToPath(import.meta.url)]));
}

process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(bundle).href);
