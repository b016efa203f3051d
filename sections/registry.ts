/**
 * What the browser needs of each section type: for each "type" of site.json, the component that draws it and the code
 * it needs before it is drawn (preload). What only the build and the checker need (the ids a type writes, its
 * structured data) is in section-facts.ts, so no visitor downloads it. The renderer receives this registry from its
 * entries and never names a type. Adding a type: a schema in schemas/sections/, its $ref in
 * schemas/defs/section.schema.json, a component in sections/, and one entry below (TypeScript refuses a type without
 * its entry).
 */
import type { Section } from '../schemas/site.types.ts';
import type { SectionEntry, SectionRegistry } from '../renderer/sections.ts';
import { Channels } from './Channels.tsx';
import { ContactForm } from './ContactForm.tsx';
import { CookieSettings } from './CookieSettings.tsx';
import { Cta } from './Cta.tsx';
import { Faq } from './Faq.tsx';
import { Features } from './Features.tsx';
import { Hero, illustrationOf } from './Hero.tsx';
import { loadDrawing } from './illustrations/drawing-code.ts';
import { Pricing } from './Pricing.tsx';
import { RichTextSection } from './RichTextSection.tsx';
import { Roles } from './Roles.tsx';
import { Split } from './Split.tsx';
import { Stats } from './Stats.tsx';
import { Steps } from './Steps.tsx';

type SectionType = Section['type'];
type Entry<T extends SectionType> = SectionEntry<Extract<Section, { type: T }>>;

const entries: { [T in SectionType]: Entry<T> } = {
  hero: { component: Hero, preload: (section) => loadDrawing(illustrationOf(section)) },
  features: { component: Features },
  faq: { component: Faq },
  cta: { component: Cta },
  cookieSettings: CookieSettings,
  richText: RichTextSection,
  split: { component: Split, preload: (section) => loadDrawing(section.illustration) },
  steps: { component: Steps },
  stats: { component: Stats },
  roles: Roles,
  channels: { component: Channels },
  pricing: Pricing,
  contactForm: ContactForm,
};

/** The entries as the renderer reads them: by a type it looks up, for a section of that type. */
export const sectionRegistry = entries as unknown as SectionRegistry;
