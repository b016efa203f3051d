#!/usr/bin/env node
// Runs a TypeScript script of scripts/ as plain JavaScript, bundled by bundle-script.mjs (and kept until one of its
// source files changes): Node 20 cannot run TypeScript itself, and a loader such as tsx costs ~200 ms at every start,
// more than `npm run validate` may take in all.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundledScript } from './bundle-script.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run.mjs scripts/NAME.ts [ARGS…]');
  process.exit(2);
}
const entry = path.resolve(projectDir, script);
const bundle = await bundledScript(entry, projectDir);
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(bundle).href);
