/**
 * What the renderer needs of each section type, handed to it by its two entries (+documentOf.ts on the server,
 * hydrate.tsx in the browser) from sections/registry.ts: the renderer looks a section's type up here and never names
 * a type, nor imports a section.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { Section } from '../schemas/site.types.ts';
import type { Numbered } from '../site/resolve-site.ts';

export interface SectionEntry<S extends Section = Section> {
  /** Draws the section. */
  component: ComponentType<{ section: Numbered<S> }>;
  /** Code the section needs that arrives apart (split-off code, drawings): loaded before the page is hydrated or shown. */
  preload?: (section: S) => Promise<unknown>;
}

export type SectionRegistry = Readonly<Record<string, SectionEntry>>;

export const SectionsContext = createContext<SectionRegistry>({});

export function useSections(): SectionRegistry {
  return useContext(SectionsContext);
}
