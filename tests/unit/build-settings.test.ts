import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { readBuildSettings } from '../../renderer/build-settings.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));

describe('build settings', () => {
  it('leave both API hosts at the same origin, and analytics off, when unset', () => {
    expect(readBuildSettings({})).toEqual({ apiHost: '', contactHost: '', analyticsId: undefined });
  });

  it('take an API host as its origin', () => {
    const settings = readBuildSettings({
      SITE_API_HOST: ' https://api.example.com/ ',
      SITE_CONTACT_HOST: 'http://127.0.0.1:8787',
      SITE_ANALYTICS_ID: 'G-ABC123',
    });
    expect(settings).toEqual({
      apiHost: 'https://api.example.com',
      contactHost: 'http://127.0.0.1:8787',
      analyticsId: 'G-ABC123',
    });
  });

  it('refuse a host with a path, without a scheme, or of another scheme, naming the variable', () => {
    for (const value of [
      'https://api.example.com/v1',
      'api.example.com',
      'ftp://api.example.com',
      'https://user:secret@api.example.com',
    ]) {
      expect(() => readBuildSettings({ SITE_CONTACT_HOST: value }), value).toThrow(
        /^SITE_CONTACT_HOST must be an origin such as https:\/\/api\.example\.com/,
      );
    }
  });

  it('load in a Node script bundled as scripts/run.mjs does, where import.meta.env does not exist', async () => {
    const script =
      "import { readBuildSettings } from './renderer/build-settings.ts'; console.log(readBuildSettings({ SITE_API_HOST: 'https://api.example.com' }).apiHost);";
    const { outputFiles } = await build({
      stdin: { contents: script, resolveDir: projectDir, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', outputFiles[0]!.text], {
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('https://api.example.com');
  });
});
