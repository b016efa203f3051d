import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholderValues } from '../../site/placeholders.ts';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { MAX_NESTING } from '../../site/json-source.ts';
import { checkSiteText, DEFAULT_MAX_SITE_BYTES, MAX_SITE_BYTES_SETTING, unreadable } from '../../site/node/check.ts';
import { PROBLEM_CATALOGUE, type ProblemCode } from '../../site/problem-catalogue.ts';
import { wording } from '../../site/problems.ts';
import type { JsonProblem } from '../../site/report.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

const check = (text: string) => checkSiteText(text, { writtenIds: WRITTEN_IDS });

/**
 * Each broken copy of tests/fixtures/valid-minimal.json, and exactly the problems it must report: each held to its
 * code and place; the words are matched loosely, so they can improve.
 */
const cases: Record<
  string,
  { code: ProblemCode; line: number; column: number; pointer: string; path: string; says: RegExp }[]
> = {
  'trailing-comma': [
    { code: 'trailing-comma', line: 13, column: 45, pointer: '', path: 'the whole file', says: /trailing comma/ },
  ],
  'missing-quote': [
    { code: 'unclosed-text', line: 41, column: 16, pointer: '', path: 'the whole file', says: /never closed/ },
  ],
  'missing-comma': [
    { code: 'missing-comma', line: 4, column: 3, pointer: '', path: 'the whole file', says: /"," is missing/ },
  ],
  comment: [
    { code: 'unexpected-character', line: 3, column: 3, pointer: '', path: 'the whole file', says: /no comments/ },
  ],
  'empty-file': [{ code: 'empty-file', line: 1, column: 1, pointer: '', path: 'the whole file', says: /empty/ }],
  // Lists nested 70 deep: reported at the first bracket past the limit, not as a syntax error.
  'nested-too-deep': [
    {
      code: 'nested-too-deep',
      line: 4,
      column: 74,
      pointer: '',
      path: 'the whole file',
      says: /^this "\[" nests lists and objects 65 levels deep, more than the 64 the checker reads/,
    },
  ],
  'unknown-section-type': [
    {
      code: 'unknown-section-type',
      line: 54,
      column: 19,
      pointer: '/pages/1/sections/1/type',
      path: 'page /about \u203a section 2 (faqs) \u203a type',
      says: /unknown section type "faqs"\. Did you mean "faq"\? Known types: "channels", "contactForm", "cookieSettings", "cta", "faq"/,
    },
  ],
  'page-without-title': [
    {
      code: 'missing-field',
      line: 48,
      column: 5,
      pointer: '/pages/1',
      path: 'page /about',
      says: /the field "title" is missing/,
    },
  ],
  'link-to-missing-route': [
    {
      code: 'dead-link',
      line: 24,
      column: 76,
      pointer: '/footer/groups/0/links/0/href',
      path: 'footer \u203a group 1 \u203a link 1 \u203a href',
      says: /^no page has the route "\/abuot", so the link "\/abuot" leads nowhere\. Did you mean "\/about"\?/,
    },
  ],
  'link-to-missing-anchor': [
    {
      code: 'missing-anchor',
      line: 24,
      column: 76,
      pointer: '/footer/groups/0/links/0/href',
      path: 'footer \u203a group 1 \u203a link 1 \u203a href',
      says: /anchor "#people".*Its anchors: #team/,
    },
  ],
  'inline-link-to-missing-route': [
    {
      code: 'dead-link',
      line: 44,
      column: 61,
      pointer: '/pages/0/sections/0/lead',
      path: 'page / \u203a section 1 (hero) \u203a lead',
      says: /"\/aboutt"/,
    },
  ],
  'anchor-without-page': [
    {
      code: 'anchor-without-page',
      line: 18,
      column: 68,
      pointer: '/header/navigation/0/items/0/href',
      path: 'header \u203a navigation 1 \u203a item 1 \u203a href',
      says: /write the route too/,
    },
  ],
  // An old copy whose sections still carry their numbers: one plain line at each, where the field's name is.
  'section-number-left-over': [
    {
      code: 'retired-field',
      line: 44,
      column: 27,
      pointer: '/pages/0/sections/0/number',
      path: 'page / \u203a section 1 (hero) \u203a number',
      says: /^section numbers now follow the order of the list: remove "number"$/,
    },
    {
      code: 'retired-field',
      line: 45,
      column: 26,
      pointer: '/pages/0/sections/1/number',
      path: 'page / \u203a section 2 (cta) \u203a number',
      says: /^section numbers now follow the order of the list: remove "number"$/,
    },
    {
      code: 'retired-field',
      line: 53,
      column: 27,
      pointer: '/pages/1/sections/0/number',
      path: 'page /about \u203a section 1 (hero) \u203a number',
      says: /^section numbers now follow the order of the list: remove "number"$/,
    },
    {
      code: 'retired-field',
      line: 54,
      column: 26,
      pointer: '/pages/1/sections/1/number',
      path: 'page /about \u203a section 2 (faq) \u203a number',
      says: /^section numbers now follow the order of the list: remove "number"$/,
    },
  ],
  // The route declared twice comes first: it explains the links to /about that now land nowhere.
  'duplicate-route': [
    {
      code: 'route-declared-twice',
      line: 49,
      column: 16,
      pointer: '/pages/1/route',
      path: 'page / \u203a route',
      says: /^the route "\/" is declared twice: it is already the route of the page "Fixture home" \(line 40\)/,
    },
    {
      code: 'dead-link',
      line: 18,
      column: 68,
      pointer: '/header/navigation/0/items/0/href',
      path: 'header \u203a navigation 1 \u203a item 1 \u203a href',
      says: /^no page has the route "\/about"/,
    },
    {
      code: 'dead-link',
      line: 24,
      column: 76,
      pointer: '/footer/groups/0/links/0/href',
      path: 'footer \u203a group 1 \u203a link 1 \u203a href',
      says: /^no page has the route "\/about"/,
    },
    {
      code: 'dead-link',
      line: 44,
      column: 61,
      pointer: '/pages/0/sections/0/lead',
      path: 'page / \u203a section 1 (hero) \u203a lead',
      says: /^no page has the route "\/about"/,
    },
  ],
  'duplicate-title': [
    {
      code: 'title-used-twice',
      line: 50,
      column: 16,
      pointer: '/pages/1/title',
      path: 'page /about \u203a title',
      says: /title "Fixture home" is used by another page, the page at "\/" \(line 41\)/,
    },
  ],
  // The misspelt name comes first: it is why "heading" is missing.
  'unknown-field': [
    {
      code: 'unknown-field',
      line: 44,
      column: 27,
      pointer: '/pages/0/sections/0/heding',
      path: 'page / \u203a section 1 (hero) \u203a heding',
      says: /unknown field "heding"\. Did you mean "heading"\?/,
    },
    {
      code: 'missing-field',
      line: 44,
      column: 9,
      pointer: '/pages/0/sections/0',
      path: 'page / \u203a section 1 (hero)',
      says: /the field "heading" is missing/,
    },
  ],
  'wrong-type': [
    {
      code: 'wrong-type',
      line: 53,
      column: 38,
      pointer: '/pages/1/sections/0/heading',
      path: 'page /about \u203a section 1 (hero) \u203a heading',
      says: /must be a text in double quotes, found the number 2021/,
    },
  ],
  'unknown-placeholder': [
    {
      code: 'unknown-placeholder',
      line: 25,
      column: 50,
      pointer: '/footer/social/0/label',
      path: 'footer \u203a social 1 \u203a label',
      says: /unknown placeholder "\{brnd\}"\. Did you mean "\{brand\}"\?/,
    },
  ],
  'bad-enum': [
    {
      code: 'value-not-allowed',
      line: 25,
      column: 29,
      pointer: '/footer/social/0/network',
      path: 'footer \u203a social 1 \u203a network',
      says: /"tiktok" is not allowed here.*"twitter"/,
    },
  ],
  'description-too-short': [
    {
      code: 'too-short',
      line: 51,
      column: 22,
      pointer: '/pages/1/description',
      path: 'page /about \u203a description',
      says: /10 characters long; write at least 50/,
    },
  ],
  'share-image-missing': [
    {
      code: 'missing-public-file',
      line: 4,
      column: 114,
      pointer: '/site/shareImage/src',
      path: 'site \u203a shareImage \u203a src',
      says: /the picture "\/no-such-card\.png" is not in the public\/ folder/,
    },
  ],
  // Typed inside a text: reported where typed, and the rest of the file is still checked.
  // What misreads the text comes before the link that lands nowhere, though further down the file.
  'text-over-two-lines': [
    {
      code: 'line-break-in-text',
      line: 44,
      column: 79,
      pointer: '/pages/0/sections/0/lead',
      path: 'page / \u203a section 1 (hero) \u203a lead',
      says: /a text cannot run over two lines: join the lines, or write \\n/,
    },
    {
      code: 'tab-in-text',
      line: 54,
      column: 59,
      pointer: '/pages/1/sections/0/lead',
      path: 'page /about \u203a section 1 (hero) \u203a lead',
      says: /cannot hold a tab typed as is: write \\t/,
    },
    {
      code: 'missing-anchor',
      line: 24,
      column: 76,
      pointer: '/footer/groups/0/links/0/href',
      path: 'footer \u203a group 1 \u203a link 1 \u203a href',
      says: /anchor "#people"/,
    },
  ],
  'stray-backslash': [
    {
      code: 'bad-escape',
      line: 21,
      column: 32,
      pointer: '',
      path: 'the whole file',
      says: /a backslash starts an escape like \\n or \\"; write \\\\ for a backslash/,
    },
  ],
  // A oneOf of $refs: only the branch the editor meant is reported.
  'header-link-bad-href': [
    {
      code: 'wrong-form',
      line: 19,
      column: 34,
      pointer: '/header/navigation/1/href',
      path: 'header \u203a navigation 2 \u203a href',
      says: /the text "blog" is not in the expected form \(Where a link goes/,
    },
  ],
  'header-link-label-typo': [
    {
      code: 'unknown-field',
      line: 19,
      column: 9,
      pointer: '/header/navigation/1/lable',
      path: 'header \u203a navigation 2 \u203a lable',
      says: /unknown field "lable"\. Did you mean "label"\? Allowed here: "label", "href", "description"$/,
    },
    {
      code: 'missing-field',
      line: 19,
      column: 7,
      pointer: '/header/navigation/1',
      path: 'header \u203a navigation 2',
      says: /the field "label" is missing \(The words shown on the link/,
    },
  ],
  'rich-text-heading-bad-id': [
    {
      code: 'wrong-form',
      line: 53,
      column: 73,
      pointer: '/pages/1/sections/0/body/0/id',
      path: 'page /about \u203a section 1 (richText) \u203a body 1 \u203a id',
      says: /the text "Who We Are" is not in the expected form \(An in-page anchor name/,
    },
  ],
  // Each repeated key at its own place; the empty name is the one JSON.parse keeps, the last.
  'duplicate-key': [
    {
      code: 'field-written-twice',
      line: 3,
      column: 14,
      pointer: '/brand/name',
      path: 'brand \u203a name',
      says: /the field "name" is written twice \(also at 3:117\): keep one/,
    },
    {
      code: 'field-written-twice',
      line: 3,
      column: 33,
      pointer: '/brand/tagline',
      path: 'brand \u203a tagline',
      says: /the field "tagline" is written twice \(also at 3:59\): keep one/,
    },
    {
      code: 'field-written-twice',
      line: 3,
      column: 59,
      pointer: '/brand/tagline',
      path: 'brand \u203a tagline',
      says: /the field "tagline" is written twice \(also at 3:33\): keep one/,
    },
    {
      code: 'field-written-twice',
      line: 3,
      column: 117,
      pointer: '/brand/name',
      path: 'brand \u203a name',
      says: /the field "name" is written twice \(also at 3:14\): keep one/,
    },
    {
      code: 'empty-text',
      line: 3,
      column: 125,
      pointer: '/brand/name',
      path: 'brand \u203a name',
      says: /must not be empty/,
    },
  ],
  // The footer's /about#analytics lands on a cookie category of the page that lists them.
  'link-to-cookie-category': [
    {
      code: 'missing-anchor',
      line: 18,
      column: 68,
      pointer: '/header/navigation/0/items/0/href',
      path: 'header \u203a navigation 1 \u203a item 1 \u203a href',
      says: /anchor "#marketing".*Its anchors: #team, #necessary, #analytics$/,
    },
  ],
  'anchor-taken-by-site': [
    {
      code: 'anchor-taken',
      line: 41,
      column: 15,
      pointer: '/cookies/categories/0/id',
      path: 'cookies \u203a category 1 \u203a id',
      says: /anchor "root" is already used on every page by the site itself.*choose another name/,
    },
    {
      code: 'anchor-taken',
      line: 51,
      column: 33,
      pointer: '/pages/0/sections/0/id',
      path: 'page / \u203a section 1 (hero) \u203a id',
      says: /anchor "main" is already used on this page by the site itself, for the main content.*choose another name/,
    },
    {
      code: 'anchor-taken',
      line: 61,
      column: 32,
      pointer: '/pages/1/sections/1/id',
      path: 'page /about \u203a section 2 (faq) \u203a id',
      says: /anchor "analytics-title" is already used on this page by the title of the cookie category at \/cookies\/categories\/1\/id/,
    },
  ],
  'error-page-link-to-missing-route': [
    {
      code: 'dead-link',
      line: 34,
      column: 55,
      pointer: '/errorPage/message',
      path: 'errorPage \u203a message',
      says: /^no page has the route "\/contact", so the link "\/contact" leads nowhere\./,
    },
  ],
  'error-page-without-link': [
    {
      code: 'wrong-form',
      line: 34,
      column: 7,
      pointer: '/errorPage/message',
      path: 'errorPage \u203a message',
      says: /not in the expected form \(The sentence under the heading\. It must offer a way to reach a person, as a link/,
    },
  ],
  // The byte order mark is accepted silently and shifts no column.
  'byte-order-mark': [
    {
      code: 'empty-text',
      line: 3,
      column: 22,
      pointer: '/brand/name',
      path: 'brand \u203a name',
      says: /^must not be empty$/,
    },
  ],
  'fact-name-and-value': [
    {
      code: 'bad-name',
      line: 4,
      column: 104,
      pointer: '/facts/a~1b',
      path: 'facts \u203a a/b',
      says: /^the name "a\/b" cannot be used here \(A figure's name: letters and digits only/,
    },
    {
      code: 'wrong-type',
      line: 4,
      column: 127,
      pointer: '/facts/trialDays',
      path: 'facts \u203a trialDays',
      says: /^must be a text in double quotes or a whole number, found an object \{ … \}/,
    },
  ],
  // "The "best" tool": the quote typed inside the text ends it, so it is named, with what to type instead.
  'quote-inside-text': [
    {
      code: 'quote-ends-text',
      line: 44,
      column: 43,
      pointer: '',
      path: 'the whole file',
      says: /^this " ends the text too early: to write a quote inside a text, type \\" \(as in "The \\"best\\" tool"\), or use ‘ ’ instead$/,
    },
  ],
  // “Hello” pasted from a word processor: the curly quotes are named as such.
  'curly-quotes': [
    {
      code: 'curly-quotes',
      line: 44,
      column: 38,
      pointer: '',
      path: 'the whole file',
      says: /^curly quotes “ ” are not JSON's quotes: use straight quotes "…"/,
    },
  ],
  // Copies of tests/fixtures/valid-two-languages.json, the minimal site with a Dutch translation.
  // A text without its translation: at the English text, naming the language.
  'missing-translation': [
    {
      code: 'missing-translation',
      line: 44,
      column: 38,
      pointer: '/pages/0/sections/0/heading',
      path: 'page / \u203a section 1 (hero) \u203a heading',
      says: /^this text has no Dutch \(nl\) translation\. .*--missing nl/,
    },
  ],
  // A translation that links elsewhere and adds a placeholder: at the translation.
  'translation-placeholder-differs': [
    {
      code: 'translation-placeholders-differ',
      line: 86,
      column: 37,
      pointer: '/translations/0/texts/Read [about us](~1about).',
      path: 'translation 1 \u203a texts \u203a Read [about us](/about).',
      says: /^this Dutch \(nl\) translation lacks \(\/about\) and writes \(\/over-ons\), \{brand\}, which the English text does not\./,
    },
  ],
  'language-declared-twice': [
    {
      code: 'language-declared-twice',
      line: 97,
      column: 19,
      pointer: '/translations/1/language',
      path: 'translation 2 \u203a language',
      says: /^Dutch \(nl\) is declared a second time/,
    },
  ],
  // A translation holds to its field's rules as the English does: at the translation, naming the language.
  // A page's sections emptied: said before the link to its anchor, which the empty list explains.
  'empty-sections': [
    {
      code: 'too-few-entries',
      line: 52,
      column: 19,
      pointer: '/pages/1/sections',
      path: 'page /about \u203a sections',
      says: /^this list is empty: add at least 1 entry/,
    },
    {
      code: 'missing-anchor',
      line: 24,
      column: 76,
      pointer: '/footer/groups/0/links/0/href',
      path: 'footer \u203a group 1 \u203a link 1 \u203a href',
      says: /anchor "#team"/,
    },
  ],
  // "www.example.com" in a link: what to write, not the rule every link follows.
  'outside-address-without-scheme': [
    {
      code: 'wrong-form',
      line: 19,
      column: 34,
      pointer: '/header/navigation/1/href',
      path: 'header \u203a navigation 2 \u203a href',
      says: /^the outside address "www\.example\.com" must start with https:\/\/\. Write "https:\/\/www\.example\.com"\.$/,
    },
  ],
  // The other category named by its title and line, and a free letter offered.
  'letter-used-twice': [
    {
      code: 'letter-used-twice',
      line: 43,
      column: 159,
      pointer: '/cookies/categories/2/letter',
      path: 'cookies \u203a category 3 \u203a letter',
      says: /^the letter "a" is already the letter of the category "Analytics" \(line 42\): each category needs its own letter.* such as "d"\.$/,
    },
  ],
  // The /about page removed while the header, footer and home page still link to it: each link says no page has it.
  'page-deleted-while-linked': [
    {
      code: 'dead-link',
      line: 18,
      column: 68,
      pointer: '/header/navigation/0/items/0/href',
      path: 'header \u203a navigation 1 \u203a item 1 \u203a href',
      says: /^no page has the route "\/about", so the link "\/about" leads nowhere\. If that page was removed or renamed, link to one of the declared routes instead, or add the page back\. Declared routes: "\/"$/,
    },
    {
      code: 'dead-link',
      line: 24,
      column: 76,
      pointer: '/footer/groups/0/links/0/href',
      path: 'footer \u203a group 1 \u203a link 1 \u203a href',
      says: /^no page has the route "\/about", so the link "\/about#team" leads nowhere/,
    },
    {
      code: 'dead-link',
      line: 44,
      column: 61,
      pointer: '/pages/0/sections/0/lead',
      path: 'page / \u203a section 1 (hero) \u203a lead',
      says: /^no page has the route "\/about", so the link "\/about" leads nowhere/,
    },
  ],
  'translation-too-short': [
    {
      code: 'too-short',
      line: 84,
      column: 78,
      pointer: '/translations/0/texts/The home page of the fixture site, long enough to pass the check.',
      path: 'translation 1 \u203a texts \u203a The home page of the fixture site, long enough to pass the check.',
      says: /^Dutch \(nl\): is 8 characters long; write at least 50/,
    },
  ],
};

/**
 * The first problem `npm run validate` prints for each broken fixture: the cause, in words, at its line. A problem that
 * explains others (a route declared twice, a list left empty, a misspelt field name) comes before those it explains.
 */
const firstProblem: Record<string, { code: ProblemCode; line: number; says: RegExp }> = {
  'anchor-taken-by-site': {
    code: 'anchor-taken',
    line: 41,
    says: /anchor "root" is already used on every page by the site itself/,
  },
  'anchor-without-page': { code: 'anchor-without-page', line: 18, says: /the link "#team" has no page to jump on/ },
  'bad-enum': { code: 'value-not-allowed', line: 25, says: /"tiktok" is not allowed here/ },
  'byte-order-mark': { code: 'empty-text', line: 3, says: /must not be empty/ },
  comment: { code: 'unexpected-character', line: 3, says: /JSON has no comments/ },
  'curly-quotes': { code: 'curly-quotes', line: 44, says: /curly quotes/ },
  'description-too-short': { code: 'too-short', line: 51, says: /10 characters long; write at least 50/ },
  'duplicate-key': { code: 'field-written-twice', line: 3, says: /the field "name" is written twice/ },
  'duplicate-route': {
    code: 'route-declared-twice',
    line: 49,
    says: /^the route "\/" is declared twice: it is already the route of the page "Fixture home" \(line 40\)/,
  },
  'duplicate-title': { code: 'title-used-twice', line: 50, says: /the title "Fixture home" is used by another page/ },
  'empty-file': { code: 'empty-file', line: 1, says: /the file is empty/ },
  'empty-sections': {
    code: 'too-few-entries',
    line: 52,
    says: /^this list is empty: add at least 1 entry \(The page's blocks/,
  },
  'error-page-link-to-missing-route': { code: 'dead-link', line: 34, says: /^no page has the route "\/contact"/ },
  'error-page-without-link': { code: 'wrong-form', line: 34, says: /It must offer a way to reach a person/ },
  'fact-differs-from-product-data': {
    code: 'fact-differs-from-product-data',
    line: 4,
    says: /has 5 channels here but 3 in the product data/,
  },
  'fact-name-and-value': { code: 'bad-name', line: 4, says: /the name "a\/b" cannot be used here/ },
  'header-link-bad-href': { code: 'wrong-form', line: 19, says: /the text "blog" is not in the expected form/ },
  'header-link-label-typo': { code: 'unknown-field', line: 19, says: /unknown field "lable"\. Did you mean "label"\?/ },
  'inline-link-to-missing-route': {
    code: 'dead-link',
    line: 44,
    says: /^no page has the route "\/aboutt".*Did you mean "\/about"\?/,
  },
  'language-declared-twice': {
    code: 'language-declared-twice',
    line: 97,
    says: /Dutch \(nl\) is declared a second time/,
  },
  'letter-used-twice': {
    code: 'letter-used-twice',
    line: 43,
    says: /^the letter "a" is already the letter of the category "Analytics" \(line 42\)/,
  },
  'link-to-cookie-category': {
    code: 'missing-anchor',
    line: 18,
    says: /the anchor "#marketing", which the page "\/about" does not have/,
  },
  'link-to-missing-anchor': {
    code: 'missing-anchor',
    line: 24,
    says: /the anchor "#people", which the page "\/about" does not have/,
  },
  'link-to-missing-route': {
    code: 'dead-link',
    line: 24,
    says: /^no page has the route "\/abuot".*Did you mean "\/about"\?/,
  },
  'missing-comma': { code: 'missing-comma', line: 4, says: /a "," is missing/ },
  'missing-quote': { code: 'unclosed-text', line: 41, says: /never closed/ },
  'missing-translation': { code: 'missing-translation', line: 44, says: /no Dutch \(nl\) translation/ },
  'nested-too-deep': { code: 'nested-too-deep', line: 4, says: /65 levels deep/ },
  'outside-address-without-scheme': {
    code: 'wrong-form',
    line: 19,
    says: /^the outside address "www\.example\.com" must start with https:\/\/\. Write "https:\/\/www\.example\.com"/,
  },
  'page-deleted-while-linked': {
    code: 'dead-link',
    line: 18,
    says: /^no page has the route "\/about", so the link "\/about" leads nowhere\. If that page was removed or renamed/,
  },
  'page-without-title': { code: 'missing-field', line: 48, says: /the field "title" is missing/ },
  'quote-inside-text': { code: 'quote-ends-text', line: 44, says: /ends the text too early/ },
  'rich-text-heading-bad-id': { code: 'wrong-form', line: 53, says: /"Who We Are" is not in the expected form/ },
  'section-number-left-over': { code: 'retired-field', line: 44, says: /remove "number"/ },
  'share-image-missing': {
    code: 'missing-public-file',
    line: 4,
    says: /"\/no-such-card\.png" is not in the public\/ folder/,
  },
  'stray-backslash': { code: 'bad-escape', line: 21, says: /a backslash starts an escape/ },
  'text-over-two-lines': { code: 'line-break-in-text', line: 44, says: /a text cannot run over two lines/ },
  'trailing-comma': { code: 'trailing-comma', line: 13, says: /trailing comma/ },
  'translation-placeholder-differs': {
    code: 'translation-placeholders-differ',
    line: 86,
    says: /this Dutch \(nl\) translation lacks \(\/about\)/,
  },
  'translation-too-short': { code: 'too-short', line: 84, says: /Dutch \(nl\): is 8 characters long/ },
  'unknown-field': { code: 'unknown-field', line: 44, says: /unknown field "heding"\. Did you mean "heading"\?/ },
  'unknown-placeholder': { code: 'unknown-placeholder', line: 25, says: /unknown placeholder "\{brnd\}"/ },
  'unknown-section-type': { code: 'unknown-section-type', line: 54, says: /unknown section type "faqs"/ },
  'wrong-type': { code: 'wrong-type', line: 53, says: /found the number 2021/ },
};

describe('the first problem npm run validate prints is the cause', () => {
  it('holds every broken fixture to its first problem', () => {
    const fixtures = readdirSync(new URL('../fixtures/broken/', import.meta.url))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(Object.keys(firstProblem).sort()).toEqual(fixtures);
  });

  for (const [name, expected] of Object.entries(firstProblem)) {
    it(`${name}: ${expected.code} at line ${expected.line}`, () => {
      const { status, stderr } = spawnSync(
        'node',
        ['scripts/run.mjs', 'scripts/validate.ts', `tests/fixtures/broken/${name}.json`],
        { encoding: 'utf8' },
      );
      expect(status).toBe(1);
      const first = stderr.split('\n')[0]!;
      expect(first).toMatch(
        new RegExp(`^tests/fixtures/broken/${name}\\.json:${expected.line}:\\d+  .*  \\[${expected.code}\\]$`),
      );
      // The words between the place and the code.
      expect(first.replace(/^\S+ {2}.*? {2}/, '').replace(/ {2}\[[a-z-]+\]$/, '')).toMatch(expected.says);
    });
  }
});

describe('validating site.json', () => {
  it('accepts the minimal valid site, in one language and in two, and the real site.json', () => {
    expect(check(fixture('valid-minimal.json')).problems).toEqual([]);
    expect(check(fixture('valid-two-languages.json')).problems).toEqual([]);
    expect(check(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')).problems).toEqual([]);
  });

  for (const [name, expected] of Object.entries(cases)) {
    it(`reports ${name} by its code, at its line, column, pointer and path`, () => {
      const result = check(fixture(`broken/${name}.json`));
      expect(result.ok).toBe(false);
      expect(
        result.problems.map(({ code, line, column, pointer, path }) => ({ code, line, column, pointer, path })),
      ).toEqual(expected.map(({ code, line, column, pointer, path }) => ({ code, line, column, pointer, path })));
      result.problems.forEach((problem, i) => expect(wording(problem)).toMatch(expected[i]!.says));
    });
  }

  it('says a file nests too deep where it does, however deep it goes (100,000 "[" once read as a syntax error)', () => {
    const deep = check('['.repeat(100_000));
    expect(deep.problems.map(({ code, line, column }) => ({ code, line, column }))).toEqual([
      { code: 'nested-too-deep', line: 1, column: MAX_NESTING + 1 },
    ]);
    // Brackets inside texts are words, not nesting.
    const site = readFileSync(new URL('../../site.json', import.meta.url), 'utf8').replace(
      '"heading": "',
      `"heading": "${'['.repeat(MAX_NESTING + 1)} `,
    );
    expect(check(site).problems.map((problem) => problem.code)).not.toContain('nested-too-deep');
  });

  it('says what to write for an outside address typed without its start, wherever it is typed, once', () => {
    const said = (from: string, to: string) => {
      const text = fixture('valid-minimal.json');
      expect(text).toContain(from);
      return check(text.replace(from, to)).problems.map(({ code, line, message, hint }) => ({
        code,
        line,
        words: wording({ message, hint }),
      }));
    };
    // Inside copy, as a [link](address).
    expect(said('[about us](/about)', '[about us](www.example.com/about)')).toEqual([
      {
        code: 'link-goes-nowhere',
        line: 44,
        words:
          'the outside address "www.example.com/about" must start with https://. Write "https://www.example.com/about".',
      },
    ]);
    // An e-mail address needs mailto:.
    expect(said('"href": "/about" }', '"href": "help@fixture.example" }')).toEqual([
      {
        code: 'wrong-form',
        line: 18,
        words:
          'the e-mail address "help@fixture.example" must start with mailto:. Write "mailto:help@fixture.example".',
      },
    ]);
    // A named address of "links": said where it is written, not again at the link that names it.
    expect(said('"blog": "https://blog.fixture.example"', '"blog": "blog.fixture.example"')).toEqual([
      {
        code: 'wrong-form',
        line: 6,
        words:
          'the outside address "blog.fixture.example" must start with https://. Write "https://blog.fixture.example".',
      },
    ]);
  });

  it('places a problem inside a text with escapes at the character as written', () => {
    const site = readFileSync(new URL('../../site.json', import.meta.url), 'utf8').replace(
      '"heading": "',
      '"heading": "Say \\"hi\\" \\u00e9 {brnd} and {brnd} ',
    );
    const problems = check(site).problems.filter((problem) => problem.code === 'unknown-placeholder');
    const lines = site.split('\n');
    expect(
      problems.map(({ line, column }) => lines[line - 1]!.slice(column - 1, column - 1 + '{brnd}'.length)),
    ).toEqual(['{brnd}', '{brnd}']);
  });

  it('holds every broken fixture to its codes (the product data one in product-facts.test.ts)', () => {
    const fixtures = readdirSync(new URL('../fixtures/broken/', import.meta.url)).map((file) =>
      file.replace(/\.json$/, ''),
    );
    expect(fixtures.filter((name) => !(name in cases) && name !== 'fact-differs-from-product-data')).toEqual([]);
  });

  it('reports every code of the catalogue somewhere (a code no check gives is a stale entry)', () => {
    const source = ['site/', 'site/node/']
      .flatMap((folder) =>
        readdirSync(new URL(`../../${folder}`, import.meta.url))
          .filter((file) => file.endsWith('.ts') && file !== 'problem-catalogue.ts')
          .map((file) => readFileSync(new URL(`../../${folder}${file}`, import.meta.url), 'utf8')),
      )
      .join('\n');
    expect(Object.keys(PROBLEM_CATALOGUE).filter((code) => !source.includes(`'${code}'`))).toEqual([]);
  });
});

describe('npm run validate', () => {
  const run = (file: string) => {
    try {
      return {
        code: 0,
        out: execFileSync('node', ['scripts/run.mjs', 'scripts/validate.ts', file], {
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, out: failed.stderr };
    }
  };

  it('exits 1 and prints FILE:LINE:COL  place  message  [code] for each problem, with no stack trace', () => {
    const { code, out } = run('tests/fixtures/broken/unknown-field.json');
    expect(code).toBe(1);
    expect(out).toContain(
      'tests/fixtures/broken/unknown-field.json:44:27  page / › section 1 (hero) › heding  unknown field "heding". Did you mean "heading"?',
    );
    expect(out).toMatch(/ {2}\[unknown-field\]$/m);
    expect(out).toContain('✗ 2 problems in tests/fixtures/broken/unknown-field.json');
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('names the place as an editor reads it in the line, and gives tools code, pointer, path and page in --json', () => {
    const { out } = run('tests/fixtures/broken/unknown-section-type.json');
    expect(out).toMatch(
      /^tests\/fixtures\/broken\/unknown-section-type\.json:\d+:\d+ {2}page \/about › section 2 \(faqs\) › type {2}unknown section type "faqs"/m,
    );
    // Outside the pages (header, footer) there is no page to name.
    const json = spawnSync(
      'node',
      ['scripts/run.mjs', 'scripts/validate.ts', 'tests/fixtures/broken/duplicate-route.json', '--json'],
      { encoding: 'utf8' },
    );
    const problems = JSON.parse(json.stdout) as JsonProblem[];
    expect(problems.map(({ code, pointer, path, page }) => ({ code, pointer, path, page }))).toEqual([
      { code: 'route-declared-twice', pointer: '/pages/1/route', path: 'page / › route', page: '/' },
      {
        code: 'dead-link',
        pointer: '/header/navigation/0/items/0/href',
        path: 'header › navigation 1 › item 1 › href',
        page: undefined,
      },
      {
        code: 'dead-link',
        pointer: '/footer/groups/0/links/0/href',
        path: 'footer › group 1 › link 1 › href',
        page: undefined,
      },
      { code: 'dead-link', pointer: '/pages/0/sections/0/lead', path: 'page / › section 1 (hero) › lead', page: '/' },
    ]);
    // The hint is given apart, and at the end of the whole sentence.
    expect(problems[1]!.hint).toBe(
      'If that page was removed or renamed, link to one of the declared routes instead, or add the page back. Declared routes: "/"',
    );
    expect(problems[1]!.message.endsWith(problems[1]!.hint!)).toBe(true);
    // An address to write instead is the hint of a link written without https://.
    const address = spawnSync(
      'node',
      ['scripts/run.mjs', 'scripts/validate.ts', 'tests/fixtures/broken/outside-address-without-scheme.json', '--json'],
      { encoding: 'utf8' },
    );
    expect((JSON.parse(address.stdout) as JsonProblem[]).map(({ code, hint }) => ({ code, hint }))).toEqual([
      { code: 'wrong-form', hint: 'Write "https://www.example.com".' },
    ]);
  });

  it('lists with --missing LANGUAGE the texts left to translate, at their place, with the lines to paste; exits 0 when none is left', () => {
    const missing = (...args: string[]) =>
      spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', ...args], { encoding: 'utf8' });
    const done = missing('tests/fixtures/valid-two-languages.json', '--missing', 'nl');
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(
      /^✓ every text of tests\/fixtures\/valid-two-languages\.json is translated into Dutch \(nl\) \(\d+ texts\)$/m,
    );

    const left = missing('--missing', 'nl', 'tests/fixtures/broken/missing-translation.json');
    expect(left.status).toBe(1);
    expect(left.stderr).toContain(
      'tests/fixtures/broken/missing-translation.json:44:38  page / \u203a section 1 (hero) \u203a heading  "Hello"',
    );
    expect(left.stderr).toMatch(/✗ 1 of (\d+) texts are not yet translated into Dutch \(nl\) \(\d+ are\)\./);
    expect(left.stderr).toContain('      "Hello": "",');

    const json = JSON.parse(
      missing('tests/fixtures/broken/missing-translation.json', '--missing', 'nl', '--json').stdout,
    ) as { language: string; missing: { line: number; column: number; pointer: string; text: string }[] };
    expect(json.language).toBe('nl');
    expect(json.missing).toMatchObject([
      { line: 44, column: 38, pointer: '/pages/0/sections/0/heading', text: 'Hello' },
    ]);

    const undeclared = missing('tests/fixtures/valid-two-languages.json', '--missing', 'de');
    expect(undeclared.status).toBe(2);
    expect(undeclared.stderr).toContain('declares no "de" translation; it declares "nl"');
    expect(missing('--missing').status).toBe(2);
  });

  it('exits 0 on a valid file', () => {
    expect(run('tests/fixtures/valid-minimal.json')).toEqual({
      code: 0,
      out: '✓ tests/fixtures/valid-minimal.json is valid (2 pages)\n',
    });
  });

  it('refuses a file over the size limit before reading it, in one sentence with its size and how to raise the limit, also in --json, --missing and the build', () => {
    const file = 'tests/fixtures/valid-minimal.json';
    const bytes = statSync(file).size;
    const limited = { ...process.env, [MAX_SITE_BYTES_SETTING]: '1000' };
    const refused = spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', file], {
      encoding: 'utf8',
      env: limited,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `${file}:1:1  the whole file  the file is ${bytes.toLocaleString('en-US')} bytes, more than the 1,000 bytes the checker reads: to check it anyway, set ${MAX_SITE_BYTES_SETTING} to its size in bytes or more, as in ${MAX_SITE_BYTES_SETTING}=${bytes}  [file-too-large]`,
    );
    const json = spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', file, '--json'], {
      encoding: 'utf8',
      env: limited,
    });
    expect(
      (JSON.parse(json.stdout) as JsonProblem[]).map(({ code, line, column, pointer }) => ({
        code,
        line,
        column,
        pointer,
      })),
    ).toEqual([{ code: 'file-too-large', line: 1, column: 1, pointer: '' }]);
    const missing = spawnSync(
      'node',
      ['scripts/run.mjs', 'scripts/validate.ts', 'tests/fixtures/valid-two-languages.json', '--missing', 'nl'],
      { encoding: 'utf8', env: limited },
    );
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/more than the 1,000 bytes the checker reads/);
    const build = spawnSync('node', ['scripts/run.mjs', 'scripts/build.ts'], {
      encoding: 'utf8',
      env: { ...limited, SITE_JSON: file, SITE_DIST_DIR: path.join(os.tmpdir(), `never-built-${process.pid}`) },
    });
    expect(build.status).toBe(1);
    expect(build.stderr).toMatch(
      /the file is [\d,]+ bytes, more than the 1,000 bytes the checker reads.*\[file-too-large\][\s\S]*\nBuild stopped/,
    );
  });

  it(`reads a file of ${DEFAULT_MAX_SITE_BYTES / 1024 / 1024} MB unless told otherwise, and refuses one a byte larger`, () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'size-limit-'));
    try {
      // The minimal site, padded with spaces after its end to a size in bytes.
      const padded = (bytes: number) =>
        fixture('valid-minimal.json') + ' '.repeat(bytes - Buffer.byteLength(fixture('valid-minimal.json')));
      writeFileSync(path.join(folder, 'at-limit.json'), padded(DEFAULT_MAX_SITE_BYTES));
      writeFileSync(path.join(folder, 'over-limit.json'), padded(DEFAULT_MAX_SITE_BYTES + 1));
      const { [MAX_SITE_BYTES_SETTING]: _, ...unset } = process.env;
      const validate = (name: string) =>
        spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', path.join(folder, name)], {
          encoding: 'utf8',
          env: unset,
        });
      expect(validate('at-limit.json').status).toBe(0);
      const over = validate('over-limit.json');
      expect(over.status).toBe(1);
      expect(over.stderr).toContain(
        `the file is ${(DEFAULT_MAX_SITE_BYTES + 1).toLocaleString('en-US')} bytes, more than the ${DEFAULT_MAX_SITE_BYTES.toLocaleString('en-US')} bytes the checker reads`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses, before parsing, a file packed with more values than its size limit allows (a value every 32 bytes), and says how to check it anyway', () => {
    const limit = 64 * 1024;
    const dense = `{"pages": [${Array.from({ length: limit / 32 + 1 }, () => '1').join(',')}]}`;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'value-limit-'));
    try {
      writeFileSync(path.join(folder, 'dense.json'), dense);
      const refused = spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', path.join(folder, 'dense.json')], {
        encoding: 'utf8',
        env: { ...process.env, [MAX_SITE_BYTES_SETTING]: String(limit) },
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(
        `dense.json:1:1  the whole file  the file holds 2,051 values (texts, numbers, lists and objects), more than the 2,048 the checker reads within ${limit.toLocaleString('en-US')} bytes`,
      );
      expect(refused.stderr).toContain(`raise ${MAX_SITE_BYTES_SETTING}  [file-too-large]`);
      // Texts in quotes are not values of the list, whatever they hold.
      expect(
        checkSiteText(`{"pages": ["${'[,{'.repeat(limit / 8)}"]}`).problems.map((problem) => problem.code),
      ).not.toContain('file-too-large');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('exits 1 with a plain sentence for a file that does not exist', () => {
    const { code, out } = run('tests/fixtures/nope.json');
    expect(code).toBe(1);
    expect(out).toContain(
      'tests/fixtures/nope.json:1:1  the whole file  cannot read the file: no such file  [unreadable-file]',
    );
  });

  it('exits 1 with a plain sentence for a folder given as the file', () => {
    const { code, out } = run('tests/fixtures/broken');
    expect(code).toBe(1);
    expect(out).toContain(
      'tests/fixtures/broken:1:1  the whole file  cannot read the file: this is a folder, not a file',
    );
    expect(out).not.toMatch(/EISDIR|\n\s+at /);
  });

  it('words a file it may not read plainly (tests run as root, who reads anything, so the error is made up)', () => {
    const denied = Object.assign(new Error("EACCES: permission denied, open 'site.json'"), { code: 'EACCES' });
    expect(unreadable(denied)).toMatch(/^permission denied: this account may not read it/);
  });
});

describe('docs/editing.md, the guide to editing site.json by hand', () => {
  it('lists every kind of placeholder the validator accepts', () => {
    const guide = readFileSync(new URL('../../docs/editing.md', import.meta.url), 'utf8');
    const bullet = /^- \*\*Placeholders\*\*:[\s\S]*?(?=^- \*\*)/m.exec(guide)?.[0] ?? '';
    // One of each group: {brand}, {year}, {links.NAME}, {facts.NAME}.
    const names = [
      ...placeholderValues({
        brand: { name: 'B', tagline: '' },
        links: { blog: 'https://b.example' } as never,
        facts: { days: 1 },
      }).keys(),
    ];
    const kinds = names.map((name) => `{${name.includes('.') ? `${name.split('.')[0]}.NAME` : name}}`);
    expect(kinds.filter((kind) => !bullet.includes(`\`${kind}\``))).toEqual([]);
  });
});
