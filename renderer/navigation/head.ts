/** Keeps the document head in step with the page React Router shows (the server wrote it for the first load). */
export interface HeadFields { title: string; description: string; canonical?: string }

export function applyHead({ title, description, canonical }: HeadFields): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  document.querySelector('meta[property="og:title"]')?.setAttribute('content', title);
  document.querySelector('meta[property="og:description"]')?.setAttribute('content', description);
  const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (link && canonical) link.href = canonical;
  document.querySelector('meta[property="og:url"]')?.setAttribute('content', canonical ?? '');
}
