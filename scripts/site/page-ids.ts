/**
 * The ids a page's HTML holds besides the anchors its sections declare: the cookie categories' on a page that lists
 * them (links may jump there: "/cookie-settings#analytics"), and those the renderer gives elements itself. An anchor of
 * site.json must reuse none of them: a link, or the label a screen reader reads, would reach the wrong element.
 */
import { CATALOG_SCRIPT_ID } from '../../browser/api/prerendered-catalog.ts';
import { CONTACT_FIELDS } from '../../browser/contact/rules.ts';
import { PAYLOAD_SCRIPT_ID } from '../../renderer/json-script.ts';

export interface TakenId { id: string | RegExp; by: string }
export interface CategoryAnchor { id: string; pointer: string }

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * On every page: renderer/+onRenderHtml.tsx (root, payload), layout/Layout.tsx (main), ErrorView.tsx and the headings
 * of ui/SectionShell.tsx's headingId (tests/unit/page-ids.test.ts keeps this list in step with the renderer).
 */
export const EVERY_PAGE: TakenId[] = [
  { id: 'root', by: 'the site itself, for the element every page is drawn in' },
  { id: 'main', by: 'the site itself, for the main content (where "skip to main content" jumps)' },
  { id: PAYLOAD_SCRIPT_ID, by: "the site itself, for the page's data" },
  { id: 'error-title', by: 'the site itself, for the heading of the error page' },
  { id: /^section-\d+-heading$/, by: 'the site itself, for the heading of each section' },
];

/** On a page with a section of the type: ids its component in sections/ gives elements. */
const BY_SECTION_TYPE: Record<string, (section: Record<string, unknown>) => TakenId[]> = {
  pricing: (section) => [
    { id: CATALOG_SCRIPT_ID, by: "the pricing section, for the prices' data" },
    { id: 'compare-plans', by: 'the pricing section, for the heading of the plan comparison' },
    ...(Array.isArray(section.plans) ? section.plans : []).filter(isObject).map((plan) => ({ id: `plan-${String(plan.plan)}`, by: `the pricing section, for the name of the plan "${String(plan.plan)}"` })),
  ],
  contactForm: () => [
    ...CONTACT_FIELDS.flatMap((name) => [`contact-${name}`, `contact-${name}-error`]),
    'contact-consent', 'contact-consent-error', 'contact-aside-heading',
  ].map((id) => ({ id, by: 'the contact form, for one of its fields' })),
};

/** The cookie categories of "cookies": each is an element with its id, and `<id>-title`, where the categories show. */
export function categoryAnchors(data: Record<string, unknown>): CategoryAnchor[] {
  const categories = isObject(data.cookies) && Array.isArray(data.cookies.categories) ? data.cookies.categories : [];
  return categories.flatMap((category, i) => (isObject(category) && typeof category.id === 'string' ? [{ id: category.id, pointer: `/cookies/categories/${i}/id` }] : []));
}

export function showsCookieCategories(sections: unknown[]): boolean {
  return sections.some((section) => isObject(section) && section.type === 'cookieSettings');
}

/** Every id of a page with these sections that an anchor of its sections must not take. */
export function takenIds(sections: unknown[], categories: CategoryAnchor[]): TakenId[] {
  const bySections = sections.filter(isObject).flatMap((section) => BY_SECTION_TYPE[String(section.type)]?.(section) ?? []);
  const byCategories = showsCookieCategories(sections)
    ? categories.flatMap(({ id, pointer }) => [
      { id, by: `the cookie category at ${pointer}, which this page lists` },
      { id: `${id}-title`, by: `the title of the cookie category at ${pointer}, which this page lists` },
    ])
    : [];
  return [...EVERY_PAGE, ...bySections, ...byCategories];
}

export function takenBy(id: string, taken: TakenId[]): TakenId | undefined {
  return taken.find((entry) => (typeof entry.id === 'string' ? entry.id === id : entry.id.test(id)));
}
