/**
 * The section types, one folder each in sections/. A folder is a type when it holds NAME.schema.json (NAME being the
 * folder's name), whose "type" const is the type site.json names. Beside it: Name.tsx, the component, which exports
 * the registry's `entry`; optionally NAME.css, its styles, and NAME.facts.ts, which exports its `facts` for the build
 * and the checker. Other folders (illustrations/) hold what several types share.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS_DIR } from './paths.ts';

export interface SectionFolder {
  /** The folder's name: "contact-form". */
  name: string;
  /** The type site.json names: "contactForm". */
  type: string;
  /** The files of the folder, by their path from sections/. */
  schema: string;
  component: string;
  css?: string;
  facts?: string;
}

/** "contact-form" → "ContactForm". */
const pascalCase = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** The section types of a sections/ folder, ordered by their folder's name. */
export function sectionFolders(dir: string = SECTIONS_DIR): SectionFolder[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, `${entry.name}.schema.json`)))
    .map(({ name }) => name)
    .sort()
    .map((name) => {
      const schema = `${name}/${name}.schema.json`;
      const { properties } = JSON.parse(readFileSync(path.join(dir, schema), 'utf8')) as {
        properties?: { type?: { const?: unknown } };
      };
      const type = properties?.type?.const;
      if (typeof type !== 'string')
        throw new Error(`sections/${schema}: "properties.type.const" must name the section type`);
      const optional = (file: string) => (existsSync(path.join(dir, file)) ? file : undefined);
      const css = optional(`${name}/${name}.css`);
      const facts = optional(`${name}/${name}.facts.ts`);
      return {
        name,
        type,
        schema,
        component: `${name}/${pascalCase(name)}.tsx`,
        ...(css ? { css } : {}),
        ...(facts ? { facts } : {}),
      };
    });
}
