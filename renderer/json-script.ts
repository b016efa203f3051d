/** JSON inside a <script> element: every "<" is escaped so no text in site.json can close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The element that carries the first page's payload from the HTML to the browser bundle. */
export const PAYLOAD_SCRIPT_ID = 'page-payload';
