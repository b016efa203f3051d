import { describe, expect, it } from 'vitest';
import { readBuildSettings } from '../../renderer/config/build-settings.ts';

describe('build settings', () => {
  it('leave both API hosts at the same origin, and analytics off, when unset', () => {
    expect(readBuildSettings({})).toEqual({ apiHost: '', contactHost: '', analyticsId: undefined });
  });

  it('take an API host as its origin', () => {
    const settings = readBuildSettings({ SITE_API_HOST: ' https://api.example.com/ ', SITE_CONTACT_HOST: 'http://127.0.0.1:8787', SITE_ANALYTICS_ID: 'G-ABC123' });
    expect(settings).toEqual({ apiHost: 'https://api.example.com', contactHost: 'http://127.0.0.1:8787', analyticsId: 'G-ABC123' });
  });

  it('refuse a host with a path, without a scheme, or of another scheme, naming the variable', () => {
    for (const value of ['https://api.example.com/v1', 'api.example.com', 'ftp://api.example.com', 'https://user:secret@api.example.com']) {
      expect(() => readBuildSettings({ SITE_CONTACT_HOST: value }), value).toThrow(/^SITE_CONTACT_HOST must be an origin such as https:\/\/api\.example\.com/);
    }
  });
});
