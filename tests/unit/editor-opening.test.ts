/**
 * What the editor opens with (editor/app/opening.ts): the file, or the unsaved work of an earlier visit, said to be
 * back; work made from an older file comes back too, shown as a conflict, never silently saved over the new file.
 */
import { describe, expect, it } from 'vitest';
import { fileRevision } from '../../editor/app/draft-storage.ts';
import { openedOf, openingOf } from '../../editor/app/opening.ts';

const text = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
const onDisk = { title: 'On disk', pages: [{ route: '/' }] };
const file = { name: 'site.json', text: text(onDisk), version: 'v1' };
const edited = { ...onDisk, title: 'Edited' };

describe('opening the editor', () => {
  it('opens the file as it is when nothing was kept, or the kept work says what the file says', () => {
    for (const draft of [undefined, { baseVersion: 'v1', text: file.text }]) {
      const opening = openingOf(file, draft, undefined);
      expect(opening.data).toEqual(onDisk);
      expect(opening.notice).toBeUndefined();
      expect(opening.conflict).toBeUndefined();
    }
  });

  it('brings back a draft made from the file as it is, and says so', () => {
    const opening = openingOf(file, { baseVersion: 'v1', text: text(edited) }, undefined);
    expect(opening.data).toEqual(edited);
    expect(opening.notice).toMatchObject({
      tone: 'info',
      text: expect.stringContaining('unsaved changes from last time are back'),
    });
    expect(opening.conflict).toBeUndefined();
  });

  it('applies the edits kept as the page closed to the file they were made on', () => {
    const pending = { revision: fileRevision('v1'), changes: [{ path: ['title'], value: 'Edited' }] };
    expect(openingOf(file, undefined, pending).data).toEqual(edited);
    // Edits made on another version of the file are not applied to this one.
    expect(openingOf(file, undefined, { ...pending, revision: fileRevision('v0') }).data).toEqual(onDisk);
  });

  it('shows work made from an older file as a conflict with the file on disk, and saves nothing', () => {
    const opening = openingOf(file, { baseVersion: 'v0', text: text(edited) }, undefined);
    expect(opening.data).toEqual(edited);
    expect(opening.conflict).toBe(file);
    expect(opening.notice).toMatchObject({
      tone: 'problem',
      text: expect.stringContaining('before site.json changed on disk'),
    });
  });

  it('holds a file that is not JSON as its text', () => {
    expect(openedOf({ text: '{ "title": ', version: 'v1' })).toEqual({ version: 'v1', broken: '{ "title": ' });
    expect(openingOf({ ...file, text: '{ "title": ' }, undefined, undefined).data).toBeUndefined();
  });
});
