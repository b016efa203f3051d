/**
 * What the editor's page and its server say to each other about the site file (editor/server/site-api.ts answers,
 * editor/app/api.ts asks): GET /api/site sends the file's bytes as its body, and these headers beside them.
 */

/** The file's version, the SHA-256 of its bytes: a save names the version it was made from. */
export const SITE_VERSION_HEADER = 'X-Site-Version';
/** The file's own name ("site.json", or the file SITE_JSON names), URI-encoded, for the editor's heading and title. */
export const SITE_NAME_HEADER = 'X-Site-Name';
