/**
 * Every problem the checker reports, by its stable code. A code never changes meaning once published: tools
 * (`npm run validate -- --json`, the editor, VS Code's Problems panel) and tests rely on it, while the words of each
 * message may improve. Each entry says in a line what the problem is, for the list in docs/editing.md and for tools.
 */
export const PROBLEM_CATALOGUE = {
  // The file cannot be read as JSON.
  'unreadable-file': 'The file cannot be opened (missing, a folder, or not readable by this account).',
  'file-too-large': 'The file is larger than the checker reads (SITE_JSON_MAX_BYTES raises the limit).',
  'nested-too-deep': 'Lists and objects are nested inside each other deeper than any site needs.',
  'empty-file': 'The file holds nothing: it must hold one JSON object.',
  'unclosed-text': 'A text in quotes is never closed.',
  'quote-ends-text': 'A " typed inside a text ends it too early.',
  'curly-quotes': 'Curly quotes from a word processor stand where JSON needs straight ones.',
  'bad-escape': 'A backslash starts no escape JSON knows.',
  'trailing-comma': 'A comma stands before a closing } or ].',
  'missing-comma': 'A comma is missing between two entries.',
  'file-ends-early': 'The file ends before every { and [ is closed.',
  'unexpected-token': 'A quote, comma or bracket stands where JSON does not allow it.',
  'unexpected-character': 'A character JSON does not allow outside a text (a comment, a word without quotes).',
  'not-json': 'The file is not valid JSON for another reason.',
  // Readable, but JSON hides or refuses part of it.
  'field-written-twice': 'The same field is written twice in one object; JSON keeps only the last.',
  'line-break-in-text': 'A text runs over two lines.',
  'tab-in-text': 'A tab is typed as is inside a text.',
  'control-character': 'An invisible control character is typed inside a text.',
  // The shape the schemas describe.
  'missing-field': 'A required field is missing.',
  'unknown-field': 'A field the schema does not know.',
  'retired-field': 'A field that older copies of site.json had and that is now removed or renamed.',
  'missing-section-type': 'A section has no "type" naming its kind.',
  'unknown-section-type': 'A section names a type the site has no component for.',
  'wrong-type': 'A value of the wrong kind (a number where a text belongs, …).',
  'value-not-allowed': 'A value outside the list of allowed ones.',
  'wrong-value': 'A value that must be exactly one thing.',
  'wrong-form': 'A text not in the expected form (a route, an anchor name, an address, …).',
  'empty-text': 'A text that must not be empty.',
  'too-short': 'A text shorter than its minimum.',
  'too-long': 'A text longer than its maximum.',
  'too-few-entries': 'A list with fewer entries than it needs.',
  'too-many-entries': 'A list with more entries than it allows.',
  'out-of-range': 'A number below its minimum or above its maximum.',
  'bad-name': 'A name (of a link, a fact, …) that cannot be used.',
  'no-matching-shape': 'A value that fits none of the shapes allowed here.',
  invalid: 'A value the schema refuses for a reason not listed above.',
  // Rules across the file.
  'unknown-placeholder': 'A {placeholder} that is not {brand}, {year}, {links.NAME} or {facts.NAME}.',
  'route-declared-twice': 'Two pages declare the same route.',
  'title-used-twice': 'Two pages have the same title.',
  'anchor-used-twice': 'Two elements of one page, or two cookie categories, share an anchor name.',
  'anchor-taken': 'An anchor name the site already gives an element of that page.',
  'dead-link': 'A link to a route no page declares.',
  'missing-anchor': 'A link to an anchor the target page does not have.',
  'anchor-without-page': 'A link to "#anchor" outside a page (header, footer), where it has no page to jump on.',
  'link-goes-nowhere': 'A link that is neither a route, an anchor, https:// nor mailto:.',
  'cookies-missing': 'A page lists the cookie categories, but the file has no "cookies".',
  'letter-used-twice': 'Two cookie categories have the same consent letter.',
  'behaviour-follows-two': 'Two cookie categories drive the same built-in behaviour.',
  'switch-without-letter': 'A cookie category that can be turned off has no letter to save the choice.',
  'always-on-turned-off': 'A cookie category that cannot be turned off is not on by default.',
  'more-options-off-site': 'The cookie notice\'s "more options" link leaves the site.',
  'missing-public-file': 'A picture named in site.json is not in the public/ folder.',
  'picture-missing': 'A picture field names a file that is not in media/ (or, for "/NAME", in public/).',
  'not-a-picture': 'A picture field names a file whose bytes are not PNG, JPEG, GIF, WebP, AVIF or SVG.',
  'svg-with-script': 'A picture field names a drawing (SVG) that holds a script or event handlers.',
  'picture-too-large': 'A picture field names a file over 20 MB.',
  'alt-is-file-name': "A picture's alternative text is a file name, not words saying what it shows.",
  'picture-too-small':
    'A picture has fewer pixels than its place shows on a screen of 2 device pixels a pixel (a warning: the file stays valid).',
  'fact-differs-from-product-data': 'A figure of "facts" differs from the same figure in the product data.',
  // Languages.
  'language-declared-twice':
    'Two translations declare the same language, or a translation declares the language the file is written in.',
  'missing-translation':
    'A text of the site has no translation in a language set to stop the build for it ("untranslated": "stop-build", the default).',
  'translation-placeholders-differ':
    'A translation writes other {placeholders} or link addresses than its English text.',
  // The check as a whole.
  'too-many-problems': 'The file has more problems than one check lists; the first ones are listed.',
} as const satisfies Record<string, string>;

export type ProblemCode = keyof typeof PROBLEM_CATALOGUE;
