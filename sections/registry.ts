/**
 * The one map from a section's "type" in site.json to the component that draws it. The renderer looks types up here
 * and never names them. Adding a type: a schema in schemas/sections/, its $ref in schemas/defs/section.schema.json,
 * a component in sections/, and one line below (TypeScript refuses a type without its component).
 */
import type { ComponentType } from 'react';
import type { Section } from '../schemas/site.types.ts';
import type { Numbered } from '../site/resolve-site.ts';
import { Channels } from './Channels.tsx';
import { ContactForm } from './ContactForm.tsx';
import { CookieSettings } from './CookieSettings.tsx';
import { Cta } from './Cta.tsx';
import { Faq } from './Faq.tsx';
import { Features } from './Features.tsx';
import { Hero } from './Hero.tsx';
import { Pricing } from './Pricing.tsx';
import { RichTextSection } from './RichTextSection.tsx';
import { Roles } from './Roles.tsx';
import { Split } from './Split.tsx';
import { Stats } from './Stats.tsx';
import { Steps } from './Steps.tsx';

export type SectionType = Section['type'];
/** A section of one type, as drawn: with its number, its place on its page. */
export type SectionOf<T extends SectionType> = Numbered<Extract<Section, { type: T }>>;

export const sectionRegistry: { [T in SectionType]: ComponentType<{ section: SectionOf<T> }> } = {
  hero: Hero,
  features: Features,
  faq: Faq,
  cta: Cta,
  cookieSettings: CookieSettings,
  richText: RichTextSection,
  split: Split,
  steps: Steps,
  stats: Stats,
  roles: Roles,
  channels: Channels,
  pricing: Pricing,
  contactForm: ContactForm,
};

export function componentFor(section: Numbered<Section>): ComponentType<{ section: Numbered<Section> }> {
  return sectionRegistry[section.type] as ComponentType<{ section: Numbered<Section> }>;
}
