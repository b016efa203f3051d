import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_WINDOW_MS } from '../../renderer/navigation/constants.ts';
import { claimReload, isChunkLoadError } from '../../renderer/navigation/reload-guard.ts';

/** A stand-in for sessionStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the reload guard', () => {
  const start = 1_700_000_000_000;

  it('allows the first reload of a session and records when it happened', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, start)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBe(String(start));
  });

  it('refuses another reload within the window, without moving the window', () => {
    const storage = memoryStorage();
    claimReload(storage, start);
    expect(claimReload(storage, start + RELOAD_GUARD_WINDOW_MS - 1)).toBe(false);
    expect(storage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBe(String(start));
  });

  it('allows a reload again once the window has passed', () => {
    const storage = memoryStorage();
    claimReload(storage, start);
    expect(claimReload(storage, start + RELOAD_GUARD_WINDOW_MS)).toBe(true);
  });

  it('treats an unreadable or future record as no record, so a broken value never blocks recovery for good', () => {
    expect(claimReload(memoryStorage({ [RELOAD_GUARD_STORAGE_KEY]: 'garbage' }), start)).toBe(true);
    expect(claimReload(memoryStorage({ [RELOAD_GUARD_STORAGE_KEY]: String(start + 10_000) }), start)).toBe(true);
  });
});

describe('recognising a failed code chunk', () => {
  it('knows the messages of Chromium, Firefox and Safari for a failed dynamic import', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x.example/assets/a.js')),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: https://x.example/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('does not mistake an ordinary rendering error for one', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('something else')).toBe(false);
  });
});
