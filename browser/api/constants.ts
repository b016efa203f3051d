/**
 * The site's two calls, named once for the browser, the build and the local API that answers them.
 * The hosts in front of these paths are build settings (renderer/build-settings.ts); by default, the same origin.
 */

/** GET: the subscription products and the feature values of the comparison table. */
export const PRODUCT_PATH = '/api/product';

/** POST: one message of the contact form, as JSON (the page's code), or as the browser posts a form (without it). */
export const CONTACT_PATH = '/contact/email';

/** A call that has not answered after 10 s counts as failed. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The largest contact message body the local API reads; a bigger one is answered 413. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The same message sent by the browser's own form post (no JavaScript) is percent-encoded: a character of four UTF-8
 * bytes is written with 12, so the form's longest message needs up to three times the bytes of its JSON.
 */
export const CONTACT_FORM_BODY_LIMIT_BYTES = 3 * CONTACT_BODY_LIMIT_BYTES;
