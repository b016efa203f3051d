import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROJECT_DIR, SCHEMA_DIR } from '../../site/node/paths.ts';

const SPRITE = path.join(PROJECT_DIR, 'renderer/ui/icons.svg');
const namesOf = (file: string) =>
  (JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as { enum: string[] }).enum;

describe('the icons file pages draw their icons from', () => {
  test('has a drawing for every icon and network site.json may name, and nothing else', () => {
    const sprite = readFileSync(SPRITE, 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"[^>]*>(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id).sort()).toEqual(
      [...namesOf('defs/icon.schema.json'), ...namesOf('defs/network.schema.json')].sort(),
    );
    for (const [, id, shapes] of symbols) expect(shapes, `the drawing of "${id}"`).toMatch(/^(<\w+ [^>]+\/>)+$/);
  });

  test('is what scripts/gen-icons.ts writes from the schemas (it was run after the last change to them)', () => {
    const said = execFileSync(process.execPath, ['scripts/run.mjs', 'scripts/gen-icons.ts', '--check'], {
      cwd: PROJECT_DIR,
      encoding: 'utf8',
    });
    expect(said).toMatch(/is up to date/);
  });
});
