/** Names of the schemas in words, for the editor's labels. */

/** Words of the schemas' names that a person writes otherwise: "href" is where a link goes. */
const SPELLED: Record<string, string> = {
  href: 'link address',
  id: 'anchor',
  vat: 'VAT',
  java: 'Java',
  script: 'Script',
};

/**
 * "moreOptions" → "More options", "ParagraphBlock" → "Paragraph block", "href" → "Link address"; rjsf names list
 * entries from 1, "items-1" → "Item 1".
 */
export function humanize(name: string): string {
  const item = /^(.*?)-(\d+)$/.exec(name);
  if (item) return `${humanize(item[1]!).replace(/ies$/, 'y').replace(/s$/, '')} ${item[2]}`;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => SPELLED[word] ?? word)
    .join(' ')
    .replace('Java Script', 'JavaScript');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
