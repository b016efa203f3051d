/**
 * The bench moves a build it would delete before a timed build out of the way, keeping its files (their inodes are not
 * freed while it measures), and deletes everything it moved once done: nothing is left behind.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { deleteSetAside, setAside } from '../../scripts/bench/set-aside.ts';

const made: string[] = [];
afterEach(() => {
  deleteSetAside();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildFolder(parent: string, name: string): { folder: string; inode: number } {
  const folder = path.join(parent, name);
  mkdirSync(path.join(folder, 'client/pricing'), { recursive: true });
  writeFileSync(path.join(folder, 'client/pricing/index.html'), '<!doctype html>');
  return { folder, inode: statSync(path.join(folder, 'client/pricing/index.html')).ino };
}

test('a folder set aside is gone from its place with its files kept, until the bench deletes what it set aside', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'set-aside-'));
  made.push(parent);
  const first = buildFolder(parent, 'dist-2000');
  const second = buildFolder(parent, 'dist-2000.previous');

  setAside(first.folder);
  setAside(second.folder);
  setAside(path.join(parent, 'no-such-folder'));

  expect(existsSync(first.folder)).toBe(false);
  expect(existsSync(second.folder)).toBe(false);
  // The same files, moved: a rename frees no inode.
  const aside = path.join(parent, '.set-aside');
  const kept = readdirSync(aside).map((name) => statSync(path.join(aside, name, 'client/pricing/index.html')).ino);
  expect(kept.sort()).toEqual([first.inode, second.inode].sort());
  // The name is free for the next build at once, and setting that one aside too keeps both.
  const again = buildFolder(parent, 'dist-2000');
  setAside(again.folder);
  expect(readdirSync(aside)).toHaveLength(3);

  deleteSetAside();
  expect(existsSync(aside)).toBe(false);
  expect(readdirSync(parent)).toEqual([]);
});
