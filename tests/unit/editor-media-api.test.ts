/**
 * The editor's pictures (GET and POST /api/media, and /media/NAME for the preview), as the editor's page and a hostile
 * page would use them: an upload lands in media/ under a clean name, once per picture, and never anywhere else; what
 * is not a picture, a drawing with a script, a file over the limit and a request from another page are refused in
 * words. What each picture file holds is told as the checker reads it; the preview gets the build's sizes and formats
 * of real pictures only, never of a file outside media/ and public/. The server edits a copy of the site whose media/ lies two folders deep in a temporary folder, so a name that
 * climbed out of media/ would land where these tests look.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEditServer, type EditServer } from '../../editor/server/edit-server.ts';
import { cleanBaseName, FALLBACK_BASE } from '../../editor/server/media-names.ts';
import { MAX_PICTURE_BYTES } from '../../site/picture-check.ts';
import { DEFAULT_SITE_FILE, PROJECT_DIR } from '../../site/node/paths.ts';
import { hostRequest, type Answer } from './support/host-request.ts';

const SHIPPED_PICTURE = 'publishing-calendar.png';

let folder: string;
let mediaFolder: string;
let editor: EditServer;
let port: number;
const previousMediaSetting = process.env.SITE_MEDIA_DIR;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'editor-media-'));
  const project = path.join(folder, 'outer', 'project');
  mediaFolder = path.join(project, 'media');
  mkdirSync(mediaFolder, { recursive: true });
  const siteFile = path.join(project, 'site.json');
  copyFileSync(DEFAULT_SITE_FILE, siteFile);
  process.env.SITE_MEDIA_DIR = mediaFolder;
  editor = await createEditServer({ siteFile, port: 0, log: () => undefined });
  port = Number(new URL(editor.url).port);
});
afterAll(async () => {
  await editor?.close();
  if (previousMediaSetting === undefined) delete process.env.SITE_MEDIA_DIR;
  else process.env.SITE_MEDIA_DIR = previousMediaSetting;
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  rmSync(mediaFolder, { recursive: true, force: true });
  mkdirSync(mediaFolder);
  copyFileSync(path.join(PROJECT_DIR, 'media', SHIPPED_PICTURE), path.join(mediaFolder, SHIPPED_PICTURE));
});

/** A real HTTP request to the editor. */
const call = (method: string, target: string, headers: Record<string, string>, body?: Buffer) =>
  hostRequest({ port, method, path: target, headers, body });

const own = () => ({ origin: `http://localhost:${port}`, 'content-type': 'application/octet-stream' });
const upload = (bytes: Buffer, name: string, headers: Record<string, string> = own()) =>
  call('POST', '/api/media', { ...headers, 'x-file-name': encodeURIComponent(name) }, bytes);
const json = <T = Record<string, unknown>>(answer: Answer) => JSON.parse(answer.text) as T;

/** A real PNG of the given size and colour: different colours are different bytes. */
const png = (red: number, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** Every file under the temporary folder, by its path from there, media/ left out: what must never change. */
function filesOutsideMedia(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const at = path.join(dir, entry.name);
      if (at === mediaFolder) continue;
      if (entry.isDirectory()) walk(at);
      else found.push(path.relative(folder, at));
    }
  };
  walk(folder);
  return found.sort();
}
const mediaNames = () => readdirSync(mediaFolder).sort();

describe('GET /api/media', () => {
  it('lists each picture of media/ with its size in bytes and pixels, and leaves out what is not a picture', async () => {
    writeFileSync(path.join(mediaFolder, 'notes.png'), 'not a picture at all');
    writeFileSync(path.join(mediaFolder, 'wide.png'), await png(10, 64, 16));
    const answer = await call('GET', '/api/media', {});
    expect(answer.status).toBe(200);
    const { pictures } = json<{
      pictures: { name: string; src: string; bytes: number; width: number; height: number }[];
    }>(answer);
    expect(pictures.map((picture) => picture.name)).toEqual([SHIPPED_PICTURE, 'wide.png']);
    const wide = pictures[1]!;
    expect(wide).toEqual({
      name: 'wide.png',
      src: 'media/wide.png',
      bytes: statSync(path.join(mediaFolder, 'wide.png')).size,
      width: 64,
      height: 16,
    });
    const shipped = await sharp(path.join(mediaFolder, SHIPPED_PICTURE)).metadata();
    expect(pictures[0]).toMatchObject({ width: shipped.width, height: shipped.height });
  });
});

describe('POST /api/media', () => {
  it('writes the picture under its cleaned name, lists it, and serves it to the preview at /media/NAME', async () => {
    const outside = filesOutsideMedia();
    const bytes = await png(200);
    const answer = await upload(bytes, 'Team Photo (Final).PNG');
    expect(answer.status).toBe(201);
    expect(json(answer)).toMatchObject({
      name: 'team-photo-final.png',
      src: 'media/team-photo-final.png',
      bytes: bytes.length,
      width: 40,
      height: 30,
      existing: false,
    });
    expect(readFileSync(path.join(mediaFolder, 'team-photo-final.png')).equals(bytes)).toBe(true);
    expect(
      json<{ pictures: { name: string }[] }>(await call('GET', '/api/media', {})).pictures.map(
        (picture) => picture.name,
      ),
    ).toContain('team-photo-final.png');
    const served = await call('GET', '/media/team-photo-final.png', {});
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect((await call('GET', '/media/no-such.png', {})).status).toBe(404);
    expect(filesOutsideMedia()).toEqual(outside);
  });

  it('gives a file the extension its bytes call for, whatever its name said', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect(json(await upload(jpeg, 'holiday.png')).name).toBe('holiday.jpg');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#993366' } })
      .webp()
      .toBuffer();
    expect(json(await upload(webp, 'banner')).name).toBe('banner.webp');
    expect(
      json(
        await upload(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
          ),
          'Logo.SVG',
        ),
      ).name,
    ).toBe('logo.svg');
  });

  it('keeps the same bytes once: a second upload, under any name, answers the file already there', async () => {
    const bytes = await png(31);
    const first = json(await upload(bytes, 'calendar.png'));
    const again = await upload(bytes, 'Another name.png');
    expect(again.status).toBe(200);
    expect(json(again)).toMatchObject({ name: first.name, existing: true });
    const shipped = await upload(readFileSync(path.join(mediaFolder, SHIPPED_PICTURE)), 'copy.png');
    expect(json(shipped)).toMatchObject({ name: SHIPPED_PICTURE, existing: true });
    expect(mediaNames()).toEqual(['calendar.png', SHIPPED_PICTURE]);
  });

  it('gives a different picture under a taken name the next free number, leaving the first file as it was', async () => {
    const first = await png(1);
    await upload(first, 'chart.png');
    expect(json(await upload(await png(2), 'chart.png')).name).toBe('chart-2.png');
    expect(json(await upload(await png(3), 'CHART.png')).name).toBe('chart-3.png');
    expect(readFileSync(path.join(mediaFolder, 'chart.png')).equals(first)).toBe(true);
  });

  it('cleans hostile and foreign names into plain names inside media/', async () => {
    const outside = filesOutsideMedia();
    const cases: [string, string][] = [
      ['../../x.png', 'x.png'],
      ['a/b.png', 'b.png'],
      ['..\\..\\evil.png', 'evil.png'],
      ['.png', `${FALLBACK_BASE}.png`],
      ['', `${FALLBACK_BASE}-2.png`],
      ['Café Übersicht.png', 'cafe-ubersicht.png'],
      ['日本語の写真.png', `${FALLBACK_BASE}-3.png`],
      ['/etc/passwd', 'passwd.png'],
    ];
    let red = 40;
    for (const [uploaded, expected] of cases) {
      const answer = await upload(await png(red++), uploaded);
      expect(answer.status, uploaded).toBe(201);
      expect(json(answer).name, uploaded).toBe(expected);
    }
    expect(filesOutsideMedia()).toEqual(outside);
    expect(mediaNames()).toEqual([...cases.map(([, name]) => name), SHIPPED_PICTURE].sort());
  });

  it('refuses a file that is no picture by its bytes, whatever its name says, in words', async () => {
    const answer = await upload(Buffer.from('%PDF-1.7 a document, not a picture'), 'photo.png');
    expect(answer.status).toBe(422);
    expect(json(answer).message).toMatch(
      /^This file is not a picture by its contents \(not PNG, JPEG, GIF, WebP, AVIF or SVG\)/,
    );
    const empty = await upload(Buffer.alloc(0), 'photo.png');
    expect(empty.status).toBe(400);
    expect(json(empty).message).toBe('The file is empty: choose the picture again.');
    expect(mediaNames()).toEqual([SHIPPED_PICTURE]);
  });

  it('refuses a drawing that holds a script in any of its forms', async () => {
    const scripted = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    ];
    for (const text of scripted) {
      const answer = await upload(Buffer.from(text), 'drawing.svg');
      expect(answer.status, text).toBe(422);
      expect(json(answer).message).toMatch(/holds a script/);
    }
    expect(mediaNames()).toEqual([SHIPPED_PICTURE]);
  });

  it('refuses a picture over the limit by its Content-Length at once, before a byte of it is sent', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/media',
          agent: false,
          headers: {
            host: `localhost:${port}`,
            ...own(),
            'x-file-name': 'huge.png',
            'content-length': String(MAX_PICTURE_BYTES + 1),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            outgoing.destroy();
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      outgoing.on('error', reject);
      // The headers go; the body never does. An answer can only come from the length alone.
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(json(answer).message).toMatch(/^The picture is larger than the 20 MB a picture may have: save it smaller/);
    expect(mediaNames()).toEqual([SHIPPED_PICTURE]);
  });

  it('stops reading a body sent without a length as soon as it passes the limit, never waiting for its end', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/media',
          agent: false,
          headers: {
            host: `localhost:${port}`,
            ...own(),
            'x-file-name': 'endless.png',
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            outgoing.destroy();
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      outgoing.on('error', reject);
      // One byte past the limit, and the body never ends: only a count kept while reading can answer.
      const megabyte = Buffer.alloc(1024 * 1024, 0x89);
      for (let sent = 0; sent < MAX_PICTURE_BYTES; sent += megabyte.length) outgoing.write(megabyte);
      outgoing.write(Buffer.from([0x89]));
    });
    expect(answer.status).toBe(413);
    expect(json(answer).message).toMatch(/^The picture is larger than the 20 MB/);
    expect(mediaNames()).toEqual([SHIPPED_PICTURE]);
  });

  it('refuses an upload from another page, without an Origin, or sent as a form a page may send unasked', async () => {
    const bytes = await png(99);
    const refusals = [
      { ...own(), origin: 'http://evil.example' },
      { ...own(), origin: `http://localhost:${port + 1}` },
      { 'content-type': 'application/octet-stream' },
      { ...own(), 'sec-fetch-site': 'cross-site' },
      { ...own(), 'content-type': 'text/plain' },
      { ...own(), 'content-type': 'multipart/form-data; boundary=x' },
      { ...own(), host: `evil.example:${port}` },
    ];
    for (const headers of refusals) {
      const answer = await upload(bytes, 'forged.png', headers);
      expect([403, 415], JSON.stringify(headers)).toContain(answer.status);
    }
    expect(mediaNames()).toEqual([SHIPPED_PICTURE]);
  });
});

describe('the cleaned name', () => {
  it('is, for any name at all, lowercase letters, digits and single dashes, never a path, at most 60 characters', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('..', '/', '\\', '.', ' ', '-', '.png', 'C:', '\0', '%2e%2e%2f'),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
        (uploaded) => {
          const base = cleanBaseName(uploaded);
          expect(base).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(base.length).toBeLessThanOrEqual(60);
          const file = path.join('/media', `${base}.png`);
          expect(path.dirname(file)).toBe('/media');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lands any uploaded name inside media/ and nothing outside it, over real uploads', async () => {
    const outside = filesOutsideMedia();
    let red = 0;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 30 }), async (uploaded) => {
        const answer = await upload(await png(red++ % 256, 8 + Math.floor(red / 256), 8), uploaded);
        expect(answer.status).toBeLessThan(300);
        const { name } = json<{ name: string }>(answer);
        expect(readdirSync(mediaFolder)).toContain(name);
      }),
      { numRuns: 40 },
    );
    expect(filesOutsideMedia()).toEqual(outside);
  });
});

describe('GET /api/media/files', () => {
  it('tells what each file of media/ and public/ holds, as the checker reads it, by the address a field gives it', async () => {
    writeFileSync(path.join(mediaFolder, 'notes.png'), 'a text file, named as a picture');
    writeFileSync(path.join(mediaFolder, 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>');
    writeFileSync(path.join(mediaFolder, '.upload-123.tmp'), await png(1));
    mkdirSync(path.join(mediaFolder, 'team'));
    writeFileSync(path.join(mediaFolder, 'team', 'photo.png'), await png(2, 64, 48));
    const answer = await call('GET', '/api/media/files', {});
    expect(answer.status).toBe(200);
    const { files } = json<{ files: Record<string, unknown> }>(answer);
    expect(files[`media/${SHIPPED_PICTURE}`]).toMatchObject({ kind: 'png', pixels: { width: expect.any(Number) } });
    expect(files['media/notes.png']).toEqual({ size: 31 });
    expect(files['media/drawing.svg']).toMatchObject({ kind: 'svg', script: true });
    expect(files['media/team/photo.png']).toMatchObject({ kind: 'png', pixels: { width: 64, height: 48 } });
    expect(files['/share-card.jpg']).toMatchObject({ kind: 'jpeg' });
    expect(Object.keys(files).some((src) => src.includes('.upload-'))).toBe(false);
  });
});

describe('POST /api/media/outputs', () => {
  const outputs = (body: string) =>
    call('POST', '/api/media/outputs', { ...own(), 'content-type': 'application/json' }, Buffer.from(body));

  it("answers the build's sizes and formats of each picture asked for, and serves their files", async () => {
    const answer = await outputs(JSON.stringify({ srcs: [`media/${SHIPPED_PICTURE}`] }));
    expect(answer.status).toBe(200);
    const { pictures } = json<{ pictures: Record<string, { files: { url: string; format: string }[] }> }>(answer);
    const files = pictures[`media/${SHIPPED_PICTURE}`]!.files;
    expect(new Set(files.map((file) => file.format))).toEqual(new Set(['avif', 'webp', 'png']));
    for (const file of files) {
      const served = await call('GET', file.url, {});
      expect(served.status, file.url).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${file.format}`);
    }
  }, 60_000);

  it('leaves out what is no picture, is missing or lies outside media/ and public/, and refuses what is no list of addresses', async () => {
    writeFileSync(path.join(mediaFolder, 'notes.png'), 'a text file, named as a picture');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              'media/notes.png',
              'media/missing.png',
              'media/../site.json',
              '/../site.json',
              '/../../etc/passwd',
            ),
            fc.string({ maxLength: 40 }),
          ),
          { maxLength: 5 },
        ),
        async (srcs) => {
          const answer = await outputs(JSON.stringify({ srcs }));
          expect(answer.status).toBe(200);
          expect(json<{ pictures: object }>(answer).pictures).toEqual({});
        },
      ),
      { numRuns: 60 },
    );
    for (const body of [
      '{',
      '{"srcs": "media/a.png"}',
      '{"srcs": [1]}',
      JSON.stringify({ srcs: Array(501).fill('x') }),
    ])
      expect((await outputs(body)).status, body).toBe(400);
    expect((await call('GET', '/api/media/outputs', {})).status).toBe(405);
    expect((await call('GET', '/media/notes-480.0123456789.png', {})).status).toBe(404);
  });
});
