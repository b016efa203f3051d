// The pages of the yardstick site: as many as PAGES says, each a header of 25 links, four sections (a hero, six
// features with icons, six questions, a call to action) and a footer of 20 links, with its data as JSON in the page,
// about 39 KB of HTML like a page of the generated sites.
const N = Number(process.env.PAGES || 2000);

const words =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua ut enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum'.split(
    ' ',
  );

function text(seed, n) {
  const out = [];
  let x = (seed * 2654435761) >>> 0;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out.push(words[x % words.length]);
  }
  const s = out.join(' ');
  return s[0].toUpperCase() + s.slice(1);
}

const navGroups = ['Product', 'Solutions', 'Resources', 'Company'].map((g, gi) => ({
  title: g,
  links: Array.from({ length: gi < 1 ? 7 : 6 }, (_, i) => ({
    label: `${g} item ${i + 1}`,
    href: `/${g.toLowerCase()}/item-${i + 1}/`,
  })),
}));
const footerCols = ['About', 'Docs', 'Community', 'Legal'].map((c) => ({
  title: c,
  links: Array.from({ length: 5 }, (_, i) => ({
    label: `${c} link ${i + 1}`,
    href: `/${c.toLowerCase()}/link-${i + 1}/`,
  })),
}));

export function makePage(i) {
  return {
    slug: `page-${i}`,
    lang: 'en',
    title: `Page ${i}: ${text(i, 6)}`,
    description: `Description for page ${i}. ${text(i + 1, 24)}`,
    nav: navGroups,
    hero: {
      heading: `Welcome to page ${i} — ${text(i + 2, 5)}`,
      body: `Page ${i}. ${text(i + 3, 60)}`,
      primary: { label: `Get started ${i}`, href: `/start/${i}/` },
      secondary: { label: `Learn more about ${i}`, href: `/learn/${i}/` },
    },
    features: Array.from({ length: 6 }, (_, k) => ({
      icon: k,
      title: `Feature ${k + 1} of page ${i}: ${text(i * 7 + k, 3)}`,
      body: `${text(i * 11 + k, 40)} (page ${i}, feature ${k + 1}).`,
    })),
    faq: Array.from({ length: 6 }, (_, k) => ({
      q: `Question ${k + 1} on page ${i}: ${text(i * 13 + k, 8)}?`,
      a: `${text(i * 17 + k, 48)} (answer ${k + 1}, page ${i}).`,
    })),
    cta: {
      heading: `Ready to try page ${i}?`,
      body: `${text(i * 19, 30)} — page ${i}.`,
      button: { label: `Start now (${i})`, href: `/signup/?from=page-${i}` },
    },
    footer: { cols: footerCols, note: `© 2026 Example Inc. Page ${i}. ${text(i * 23, 40)}` },
  };
}

export const slugs = Array.from({ length: N }, (_, i) => i);
