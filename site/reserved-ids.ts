/**
 * The ids a page's HTML holds besides the anchors its sections declare: those the site writes on every page (the
 * element it draws in, <main>, …), those a section's component writes (the pricing table's headings, the contact
 * form's fields), and the cookie categories' where a page lists them (links may jump there:
 * "/cookie-settings#analytics"). An anchor of site.json must reuse none of them: a link, or the label a screen reader
 * reads, would reach the wrong element. Which ids the renderer and the components write is handed in (WrittenIds):
 * this library knows no component.
 */
import type { PictureBox } from './picture-check.ts';
import { isObject } from './is-object.ts';

export interface TakenId {
  id: string | RegExp;
  /** Who writes it, in words: "the pricing section, for the heading of the plan comparison". */
  by: string;
}

export interface WrittenIds {
  /** Ids on every page, the error page included. */
  everyPage: readonly TakenId[];
  /** Ids a section writes, by its type: for the section as site.json gives it. */
  bySectionType: Readonly<Record<string, ((section: Record<string, unknown>) => TakenId[]) | undefined>>;
  /** The section types that list the cookie categories of "cookies", each under its id and `<id>-title`. */
  cookieCategoriesBy: readonly string[];
  /**
   * Whether a section, by its type, shows the product data's figures (a comparison of the plans): the checker names
   * its pages when a fact differs from them.
   */
  showsProductData: Readonly<Record<string, ((section: Record<string, unknown>) => boolean) | undefined>>;
  /** The box a section draws its pictures in, by its type: a picture with fewer pixels is warned of. */
  pictureBoxes: Readonly<Record<string, PictureBox | undefined>>;
}

export interface CategoryAnchor {
  id: string;
  pointer: string;
}

/** The cookie categories of "cookies": each is an element with its id, and `<id>-title`, where the categories show. */
export function categoryAnchors(data: Record<string, unknown>): CategoryAnchor[] {
  const categories = isObject(data.cookies) && Array.isArray(data.cookies.categories) ? data.cookies.categories : [];
  return categories.flatMap((category, i) =>
    isObject(category) && typeof category.id === 'string'
      ? [{ id: category.id, pointer: `/cookies/categories/${i}/id` }]
      : [],
  );
}

/** The first of these sections that lists the categories of "cookies", each under its id; -1 when none does. */
export function cookieCategoryList(sections: unknown[], written: WrittenIds): number {
  return sections.findIndex(
    (section) => isObject(section) && written.cookieCategoriesBy.includes(String(section.type)),
  );
}

/** Every id of a page with these sections that an anchor of its sections must not take. */
export function takenIds(sections: unknown[], categories: CategoryAnchor[], written: WrittenIds): TakenId[] {
  // A type named like one of every object's own ("toString") is no section type.
  const idsOf = (type: string) =>
    Object.hasOwn(written.bySectionType, type) ? written.bySectionType[type] : undefined;
  const bySections = sections.filter(isObject).flatMap((section) => idsOf(String(section.type))?.(section) ?? []);
  const byCategories =
    cookieCategoryList(sections, written) >= 0
      ? categories.flatMap(({ id, pointer }) => [
          { id, by: `the cookie category at ${pointer}, which this page lists` },
          { id: `${id}-title`, by: `the title of the cookie category at ${pointer}, which this page lists` },
        ])
      : [];
  return [...written.everyPage, ...bySections, ...byCategories];
}

export function takenBy(id: string, taken: readonly TakenId[]): TakenId | undefined {
  return taken.find((entry) => (typeof entry.id === 'string' ? entry.id === id : entry.id.test(id)));
}
