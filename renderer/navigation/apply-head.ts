/**
 * Keeps the document head in step with the view React Router shows, after the server wrote it for the first load.
 * The values come from head.ts, as the server's do; only those that differ between views are set here (the share
 * picture and site name are the same on every view): title, description, Open Graph and Twitter text, the canonical
 * link and og:url (present for pages; absent, with noindex, for errors) and the addresses of the page in the other languages.
 */
import type { HeadFields } from '../head.ts';

export function applyHead({ title, description, canonical, robots, url, alternates }: HeadFields): void {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  setMeta('property', 'og:url', url);
  setCanonical(canonical);
  setMeta('name', 'robots', robots);
  setAlternates(alternates);
}

/** The page's address in each language: a client navigation stays in one language, but the route changes. */
function setAlternates(alternates: HeadFields['alternates']): void {
  for (
    let link = document.head.querySelector('link[rel="alternate"]');
    link;
    link = document.head.querySelector('link[rel="alternate"]')
  )
    link.remove();
  for (const { hreflang, href } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

function setCanonical(href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}
