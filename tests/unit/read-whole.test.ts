/** readWhole (site/node/read-whole.ts) reads a file's bytes as they are, at any size, and fails as reading it would. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWhole } from '../../site/node/read-whole.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'read-whole-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('reading a whole file in one request', () => {
  it('gives its bytes, empty or of many megabytes', async () => {
    for (const size of [0, 1, 4096, 3 * 1024 * 1024 + 7]) {
      const file = path.join(folder, `file-${size}`);
      writeFileSync(file, Buffer.from(Array.from({ length: size }, (_, i) => (i * 31) % 251)));
      expect((await readWhole(file)).equals(readFileSync(file))).toBe(true);
    }
  });

  it('fails with the code the system gives: no such file, a folder', async () => {
    await expect(readWhole(path.join(folder, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readWhole(folder)).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
