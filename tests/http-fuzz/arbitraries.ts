/**
 * Generated requests (fast-check): targets of every shape a client can write — percent-encodings good and broken,
 * "//host" and absolute forms with hosts no URL accepts, IPv6 brackets, control and 8-bit bytes, dot segments, mixed
 * slashes, overlong — and, for the paths that read a body, generated headers and bodies.
 */
import fc from 'fast-check';

const chars = (text: string) => fc.constantFrom(...text.split(''));
const HEX = '0123456789abcdefABCDEFgG';

const percentEncoding = fc.oneof(
  fc.tuple(chars(HEX), chars(HEX)).map(([a, b]) => `%${a}${b}`),
  fc.constantFrom(
    '%',
    '%2',
    '%2F',
    '%2f',
    '%5C',
    '%5c',
    '%00',
    '%0A',
    '%0D',
    '%25',
    '%2E',
    '%2E%2E',
    '%C0%AF',
    '%E0%80%AF',
    '%C0%AE',
    '%FF',
    '%uFFFF',
    '%%',
    '%20',
  ),
);
const word = fc.string({ unit: chars('abcxyzAZ09-_~.'), minLength: 1, maxLength: 8 });
/** What sits where a host would be: names, addresses, ports, brackets, user info, encodings. */
const hostLike = fc.string({
  unit: fc.oneof(
    chars("abcexamplo019.-:[]@%_~!$&'()*+,;="),
    percentEncoding,
    fc.constantFrom('::1', '1.2.3.4.5', '[::1]', '[', ']', 'evil.example', 'xn--', '0x7f.1'),
  ),
  maxLength: 8,
});
const controlByte = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));
const eightBitByte = fc.integer({ min: 0x7f, max: 0xff }).map((code) => String.fromCharCode(code));

const piece = fc.oneof(
  { arbitrary: word, weight: 12 },
  { arbitrary: percentEncoding, weight: 10 },
  {
    arbitrary: fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '.',
      '..',
      '/./',
      '/../',
      '?',
      '#',
      '&',
      '=',
      ';',
      '@',
      ':',
      '[',
      ']',
      '{',
      '}',
      '|',
      '^',
      '`',
      '"',
      '<',
      '>',
      "'",
      '+',
      '*',
      '$',
    ),
    weight: 12,
  },
  { arbitrary: hostLike, weight: 4 },
  { arbitrary: controlByte, weight: 1 },
  { arbitrary: eightBitByte, weight: 1 },
  // A space ends the target early: the rest of the line is not "HTTP/1.1".
  { arbitrary: fc.constant(' '), weight: 1 },
);

/** The paths the servers give meaning to, so generated targets reach every handler, not only the 404. */
export const KNOWN_PATHS = [
  '/',
  '/pricing',
  '/nl',
  '/nl/pricing',
  '/api/product',
  '/contact/email',
  '/consent/choice',
  '/consent/state.css',
  '/api/site',
  '/api/site/version',
  '/api/schemas',
  '/assets/',
  '/404.html',
  '/_headers',
  '/index.html',
  '/page-data/',
];

const start = fc.oneof(
  { arbitrary: fc.constantFrom(...KNOWN_PATHS), weight: 4 },
  { arbitrary: fc.constantFrom('/', '//', '///', '/\\', '\\', '\\\\', '/%2F', '/%5C'), weight: 3 },
  { arbitrary: hostLike.map((host) => `//${host}`), weight: 4 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('http://', 'https://', 'HTTP://', 'http:/', 'http:', 'ftp://', 'http://['), hostLike)
      .map(([scheme, host]) => scheme + host),
    weight: 4,
  },
  { arbitrary: fc.constantFrom('*', '', 'localhost:80', '[::1]:80', '?', '#', '%'), weight: 1 },
);

/** Mostly short; now and then longer than any server's limit for a request line. */
const overlong = fc.oneof(
  { arbitrary: fc.constant(''), weight: 40 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('a', '/', '%2F', '../', '%'), fc.integer({ min: 1000, max: 12_000 }))
      .map(([unit, times]) => unit.repeat(times)),
    weight: 1,
  },
);

export const requestTarget = fc
  .tuple(start, fc.array(piece, { maxLength: 10 }), overlong)
  .map(([head, pieces, tail]) => head + pieces.join('') + tail);

export const readMethod = fc.oneof(
  { arbitrary: fc.constant('GET'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'HEAD',
      'POST',
      'PUT',
      'DELETE',
      'OPTIONS',
      'PATCH',
      'TRACE',
      'CONNECT',
      'PROPFIND',
      'get',
    ),
    weight: 2,
  },
);

const headerToken = fc.string({
  unit: chars("abcdefghijklmnopqrstuvwxyz-ABCXYZ0123456789!#$%&'*+.^_`|~"),
  minLength: 1,
  maxLength: 12,
});
/** Header values of visible ASCII, 8-bit bytes and the odd control byte (which a server must refuse, not choke on). */
const visibleAscii = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const headerValue = fc.oneof(
  { arbitrary: fc.string({ unit: visibleAscii, maxLength: 40 }), weight: 9 },
  {
    arbitrary: fc.string({
      unit: fc.oneof(visibleAscii, eightBitByte, fc.constantFrom('\t', '\x00', '\x0b')),
      maxLength: 40,
    }),
    weight: 1,
  },
);

const headersOf = (value: fc.Arbitrary<string>) =>
  fc.array(
    fc.oneof(
      fc.tuple(
        fc.constantFrom(
          'Accept-Language',
          'Accept-Encoding',
          'Cookie',
          'Range',
          'If-None-Match',
          'If-Modified-Since',
          'Referer',
          'Sec-Fetch-Site',
          'X-Forwarded-For',
          'X-Real-IP',
          'Origin',
          'Content-Type',
          'Expect',
          'Upgrade',
        ),
        value,
      ),
      fc.tuple(
        fc.constantFrom('Accept-Language', 'Accept-Encoding'),
        fc.constantFrom('nl;q=0.9,en;q=abc', 'br;q=1e9', 'nl-NL,*;q=0', ',,,;;;', 'gzip;q=-1', 'x'.repeat(4000)),
      ),
      fc.tuple(
        fc.constantFrom('Range'),
        fc.constantFrom(
          'bytes=0-',
          'bytes=-0',
          'bytes=5-1',
          'bytes=0-0,0-0,0-0',
          'bytes=999999999999999999999-',
          'items=1-2',
        ),
      ),
      fc.tuple(headerToken, value),
    ),
    { maxLength: 6 },
  );

/** Headers every server here reads, with generated values, and headers of generated names. */
export const headers = headersOf(headerValue);

/**
 * The same of visible ASCII only, for requests with a body. A server that refuses a malformed header answers before
 * reading the body and closes; the unread body then makes the machine's TCP reset the connection, which can drop
 * the answer before the client reads it: that is TCP, not the server. Malformed headers are sent without bodies.
 */
export const headersWithBody = headersOf(fc.string({ unit: visibleAscii, maxLength: 40 }));

const contactFields = fc.record(
  {
    fullName: fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
      fc.integer(),
      fc.constant(null),
    ),
    email: fc.oneof(fc.emailAddress(), fc.string({ unit: 'binary' }), fc.constant('a@b')),
    message: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.constant('\u0000'.repeat(20)),
    ),
    privacy: fc.oneof(fc.boolean(), fc.string(), fc.constant(null)),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

/** A body that prints, in a failure's report, as its size and first bytes rather than every byte. */
function shown(bytes: Buffer): Buffer {
  return Object.assign(bytes, {
    [fc.toStringMethod]: () => `<${bytes.length} bytes: ${JSON.stringify(bytes.toString('latin1', 0, 120))}…>`,
  });
}

/** Bodies of every kind: the contact message's fields with generated values, any JSON, bytes that are no JSON. */
export const body = fc
  .oneof(
    { arbitrary: contactFields.map((fields) => Buffer.from(JSON.stringify(fields), 'utf8')), weight: 4 },
    { arbitrary: fc.json().map((text) => Buffer.from(text, 'utf8')), weight: 2 },
    {
      arbitrary: fc
        .record({
          text: fc.string({ unit: 'binary', maxLength: 200 }),
          baseVersion: fc.oneof(fc.string(), fc.integer()),
        })
        .map((save) => Buffer.from(JSON.stringify(save), 'utf8')),
      weight: 2,
    },
    { arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), weight: 2 },
    { arbitrary: fc.integer({ min: 17_000, max: 200_000 }).map((size) => Buffer.alloc(size, '{')), weight: 1 },
  )
  .map(shown);

/** How the body's length is told: truthfully, as chunks, or as a Content-Length shorter than the body (the rest is a second request). */
export const framing = fc.constantFrom('length', 'chunked', 'short-length', 'none');
