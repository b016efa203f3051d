/**
 * Which characters the contact form takes, and that both message stores keep what it takes. Texts are generated
 * from letters, emoji, spaces, zero-width and format characters, line breaks, control characters (U+0000 among them)
 * and lone surrogates. The rules refuse a text exactly when it holds a character that cannot be sent or nothing
 * visible, and count only visible characters towards a minimum; whatever they let through, the JSON Lines file and
 * PostgreSQL both store and give back unchanged, and both refuse the same.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactProblems, fieldProblem, type ContactFieldName } from '../../browser/contact/rules.ts';
import { problemMessage } from '../../sections/contact-form/messages.ts';
import type { StoredMessage } from '../../server/api/message-store.ts';
import { site } from '../site.ts';
import { startLocalApi, type RunningApi } from './support/local-api-server.ts';
import { POSTGRES_BIN, startPostgres, type TestPostgres } from './support/postgres.ts';

const form = site.contactForm!;

/** A piece of generated text, and what a reader makes of it: how many characters it shows, and whether it can be sent. */
interface Piece {
  text: string;
  visible: number;
  kind: 'shown' | 'blank' | 'lineBreak' | 'unsendable';
}

const piece =
  (kind: Piece['kind'], visible = 0) =>
  (text: string): Piece => ({ text, visible, kind });

/** Each with the characters a reader counts: a decomposed "é" is one, the family emoji three people. */
const SHOWN: [string, number][] = [
  ['a', 1],
  ['Zoë', 3],
  ['e\u0301', 1],
  ['語', 1],
  ['😀', 1],
  ['👨\u200d👩\u200d👧', 3],
  ['٣', 1],
  ['!', 1],
  ['ß', 1],
  ['Ω', 1],
];
/** Spaces, zero-width space, joiners, word joiner, BOM, Hangul filler, soft hyphen, direction mark, line separator, variation selector, a combining accent alone. */
const BLANK = [
  ' ',
  '\u00a0',
  '\u3000',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u3164',
  '\u115f',
  '\u00ad',
  '\u200e',
  '\u2028',
  '\ufe0f',
  '\u0301',
];
const LINE_BREAKS = ['\n', '\r\n', '\t'];
/** Control characters but line breaks and tab: U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+007F–U+009F. */
const control = fc.oneof(
  fc.integer({ min: 0, max: 8 }),
  fc.constantFrom(0x0b, 0x0c),
  fc.integer({ min: 0x0e, max: 0x1f }),
  fc.integer({ min: 0x7f, max: 0x9f }),
);
// A space beside each lone surrogate, so that two generated halves never meet and make a whole emoji.
const loneHigh = fc.integer({ min: 0xd800, max: 0xdbff }).map((unit) => `${String.fromCharCode(unit)} `);
const loneLow = fc.integer({ min: 0xdc00, max: 0xdfff }).map((unit) => ` ${String.fromCharCode(unit)}`);

const pieceOf = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SHOWN).map(([text, visible]) => piece('shown', visible)(text)) },
  { weight: 3, arbitrary: fc.constantFrom(...BLANK).map(piece('blank')) },
  { weight: 1, arbitrary: fc.constantFrom(...LINE_BREAKS).map(piece('lineBreak')) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constant('\u0000'),
        control.map((code) => String.fromCharCode(code)),
        loneHigh,
        loneLow,
      )
      .map(piece('unsendable')),
  },
);
const piecesOf = fc.array(pieceOf, { maxLength: 10 });
const textOf = (pieces: Piece[]) => pieces.map((part) => part.text).join('');

/** The rule a reader expects broken: a character that cannot be sent, else nothing visible, else too few visible. */
function expectedRule(name: ContactFieldName, pieces: Piece[]): string | undefined {
  if (pieces.some((part) => part.kind === 'unsendable' || (part.kind === 'lineBreak' && name !== 'message')))
    return 'invalidCharacters';
  const visible = pieces.reduce((sum, part) => sum + part.visible, 0);
  if (visible === 0) return 'required';
  const { minLength } = form.fields[name];
  return minLength !== undefined && visible < minLength ? 'tooShort' : undefined;
}

describe('the contact rules and the characters of a text', () => {
  it('refuse a name or a message exactly when it holds a character that cannot be sent or nothing visible, and count only visible characters', () => {
    fc.assert(
      fc.property(fc.constantFrom<ContactFieldName>('fullName', 'message'), piecesOf, (name, pieces) => {
        expect(fieldProblem(name, textOf(pieces), form.fields[name])?.rule).toBe(expectedRule(name, pieces));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse an e-mail address holding a character that cannot be sent, wherever it is', () => {
    const unsendable = pieceOf.filter((part) => part.kind === 'unsendable' || part.kind === 'lineBreak');
    fc.assert(
      fc.property(unsendable, fc.nat({ max: 'robin@example.com'.length }), (part, at) => {
        const address = 'robin@example.com';
        expect(fieldProblem('email', address.slice(0, at) + part.text + address.slice(at), form.fields.email)).toEqual({
          rule: 'invalidCharacters',
        });
      }),
    );
  });

  it("say so in the form's own words", () => {
    expect(
      problemMessage(
        fieldProblem('message', 'A question\u0000 about the Orbit plan.', form.fields.message)!,
        form.messages,
      ),
    ).toBe(form.messages.invalidCharacters);
    // Three zero-width spaces look empty, and are.
    expect(problemMessage(fieldProblem('fullName', '\u200b\u200b\u200b', form.fields.fullName)!, form.messages)).toBe(
      form.messages.required,
    );
    expect(fieldProblem('fullName', 'J\u200bo', form.fields.fullName)).toBeUndefined();
    expect(fieldProblem('message', 'Line one,\n\tand two 😀', form.fields.message)).toBeUndefined();
  });
});

describe('both message stores', () => {
  let postgres: TestPostgres;
  let fileApi: RunningApi;
  let databaseApi: RunningApi;
  let database: pg.Client;
  beforeAll(async () => {
    // A machine without PostgreSQL fails here with the way to get it, rather than passing these tests unrun.
    if (!POSTGRES_BIN)
      throw new Error(
        'no PostgreSQL server in /usr/lib/postgresql/*/bin: run `bash scripts/ensure-test-tools.sh` (it installs postgresql) or `apt-get install postgresql`',
      );
    postgres = await startPostgres();
    const url = await postgres.createDatabase('characters');
    [fileApi, databaseApi] = await Promise.all([
      startLocalApi(),
      startLocalApi({ settings: { contactDatabaseUrl: url } }),
    ]);
    database = new pg.Client({ connectionString: url });
    await database.connect();
  }, 60_000);
  afterAll(async () => {
    await database?.end();
    await Promise.all([fileApi?.stop(), databaseApi?.stop()]);
    await postgres?.stop();
  }, 30_000);

  const send = async (api: RunningApi, body: object) => {
    const response = await fetch(`${api.url}/contact/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as { id?: string }) };
  };
  const fromFile = (id: string) =>
    readFileSync(fileApi.storeFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as StoredMessage)
      .find((stored) => stored.id === id);
  const fromDatabase = async (id: string) =>
    (await database.query('SELECT full_name AS "fullName", email, message FROM contact_messages WHERE id = $1', [id]))
      .rows[0] as Pick<StoredMessage, 'fullName' | 'email' | 'message'> | undefined;

  /** Generated pieces, or any UTF-16 code units at all (lone surrogates and unassigned ones included). */
  const anyText = fc.oneof(
    piecesOf.map(textOf),
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)), maxLength: 20 }),
  );
  const request = fc.record({
    fullName: anyText,
    email: fc.oneof(
      fc.constant('robin@example.com'),
      fc
        .tuple(anyText, fc.boolean())
        .map(([text, before]) => (before ? `${text}robin@example.com` : `robin${text}@example.com`)),
    ),
    // Long enough for the message's minimum, so that what is generated decides.
    message: anyText.map((text) => `A question about the Orbit plan: ${text}`),
  });

  it('accept and refuse the same, and give back exactly what they accepted', async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(request, async (fields) => {
        const body = { ...fields, privacyAccepted: true };
        const passes = Object.keys(contactProblems(fields, form)).length === 0;
        const [file, db] = await Promise.all([send(fileApi, body), send(databaseApi, body)]);
        expect([file.status, db.status]).toEqual(passes ? [200, 200] : [400, 400]);
        if (!passes) return;
        stored++;
        const sent = { fullName: fields.fullName.trim(), email: fields.email.trim(), message: fields.message.trim() };
        expect(fromFile(file.id!)).toMatchObject(sent);
        expect(await fromDatabase(db.id!)).toEqual(sent);
      }),
      { numRuns: 200 },
    );
    // The generated requests were not all refused.
    expect(stored).toBeGreaterThan(10);
  }, 120_000);
});
