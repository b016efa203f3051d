/**
 * Which form the fields column shows for what is selected: the broken file's text while it is not JSON, the plans and
 * prices, a site-wide part, a language's texts to translate, or a page (its route, its settings, its sections and
 * the fields of the selected section). Each form is keyed by what it edits, so selecting another starts it afresh.
 */
import type { ReactElement, RefObject } from 'react';
import type { LocatedProblem } from '../../site/problems.ts';
import { wording } from '../../site/problems.ts';
import type { TextShape } from '../../site/text-shape.ts';
import { changeRoute } from './actions/page-actions.ts';
import { BrokenFile } from './BrokenFile.tsx';
import { getIn, type Path } from './document.ts';
import type { EditorState, Selection } from './editor-state.ts';
import { FieldsForm, PAGE_UI } from './FieldsForm.tsx';
import type { LanguageEntry } from './language-summary.ts';
import { pointerOf } from './form-context.ts';
import { LanguageView } from './LanguageView.tsx';
import { factsForm, problemsInProductData, siteFollowing, type HeldProductData } from './plans.ts';
import { PlansView } from './PlansView.tsx';
import { RouteEditor } from './RouteEditor.tsx';
import { formSchema, partKey, type SchemaBundle, type SectionKind } from './schema-bundle.ts';
import { SectionOutline, sectionName, type SectionOutlineProps } from './SectionOutline.tsx';
import { pagesOf, pageRoute, sectionsOf, type Json } from './site-paths.ts';
import { humanize } from './words.ts';

export interface FormChoice {
  fileName: string;
  state: EditorState;
  /** The latest state, for a form's change made after it was drawn. */
  current: RefObject<EditorState>;
  problems: readonly LocatedProblem[];
  bundle: SchemaBundle;
  kinds: SectionKind[];
  texts: TextShape | null;
  heldProduct: HeldProductData | undefined;
  edit: (data: unknown, at?: Selection, product?: unknown) => void;
  change: (path: Path, value: unknown) => void;
  select: (selection: Selection) => void;
  translate: (language: number, english: string, words: string | undefined) => void;
  reviewed: (language: number, english: string) => void;
  sectionActions: Pick<SectionOutlineProps, 'onMove' | 'onDuplicate' | 'onDelete' | 'onAdd'>;
}

export function chooseForm(choice: FormChoice): ReactElement | null {
  const {
    fileName,
    state,
    current,
    problems,
    bundle,
    kinds,
    texts,
    heldProduct,
    edit,
    change,
    select,
    translate,
    reviewed,
    sectionActions,
  } = choice;
  const { data, selection } = state;
  /** The problems of the fields under `base`, by their pointer inside the form. */
  const problemsUnder = (base: (string | number)[]) => {
    const prefix = pointerOf(base);
    return (pointer: string) => problems.filter((problem) => problem.pointer === prefix + pointer).map(wording);
  };
  if (data === undefined)
    return <BrokenFile fileName={fileName} text={state.saved.broken ?? ''} problem={problems[0]} />;
  if (selection.kind === 'plans') {
    return heldProduct ? (
      <PlansView
        product={state.product}
        siteData={data}
        fileName={heldProduct.name}
        problems={problemsInProductData(problems, heldProduct.name)}
        onChange={(next) => edit(siteFollowing(current.current.data, next), undefined, next)}
      />
    ) : (
      <p className="field__help">There is no product data to edit: the local API's data file could not be read.</p>
    );
  }
  if (selection.kind === 'part') {
    const key = partKey(bundle, selection.part);
    const value = (data as Json)[selection.part];
    let schema = key
      ? formSchema(bundle, key)
      : formSchema(bundle, 'site', (own) => (own.properties as Record<string, Json>)[selection.part] ?? {});
    let uiSchema: Json | undefined;
    // A fact that repeats a plan's figure is shown, and set in the plans and prices.
    if (selection.part === 'facts' && heldProduct) ({ schema, uiSchema } = factsForm(schema, data, state.product));
    return (
      <FieldsForm
        key={selection.part}
        title={humanize(selection.part)}
        schema={schema}
        value={value}
        extras={{ problemsAt: problemsUnder([selection.part]) }}
        {...(uiSchema ? { uiSchema } : {})}
        onChange={(next) => change([selection.part], next)}
      />
    );
  }
  if (selection.kind === 'language') {
    return (
      <LanguageView
        key={`language-${selection.language}`}
        data={data}
        texts={texts}
        language={selection.language}
        problems={problems}
        onChange={translate}
        onReviewed={reviewed}
      />
    );
  }
  const page = pagesOf(data)[selection.page];
  if (!page) return null;
  const pageIndex = selection.page;
  const sections = sectionsOf(page);
  const sectionIndex = selection.section;
  const section = sectionIndex === undefined ? undefined : sections[sectionIndex];
  const sectionsPath = ['pages', pageIndex, 'sections'];
  const { sections: _sections, ...settings } = page;
  return (
    <>
      <RouteEditor
        key={`route-${pageIndex}-${pageRoute(page)}`}
        route={pageRoute(page)}
        data={data}
        onChange={(route, links) => edit(changeRoute(data, pageIndex, route, links))}
      />
      <FieldsForm
        key={`page-${pageIndex}`}
        title={`Page ${pageRoute(page)}`}
        schema={formSchema(bundle, 'defs.page')}
        uiSchema={PAGE_UI}
        value={settings}
        extras={{ problemsAt: problemsUnder(['pages', pageIndex]) }}
        onChange={(next) => {
          const { sections: _ignored, ...nextSettings } = next as Json;
          const now = getIn(current.current.data, ['pages', pageIndex]) as Json;
          // The route has its own form and the sections their own list: neither changes here.
          change(['pages', pageIndex], {
            ...nextSettings,
            route: now.route,
            ...(now.sections === undefined ? {} : { sections: now.sections }),
          });
        }}
      />
      <SectionOutline
        sections={sections}
        selected={sectionIndex}
        kinds={kinds}
        onSelect={(index) => select({ kind: 'page', page: pageIndex, section: index })}
        {...sectionActions}
      />
      {section && sectionIndex !== undefined && (
        <section className="section-fields" aria-labelledby="section-fields-title">
          <h3 id="section-fields-title">Section {sectionName(section, sectionIndex)}</h3>
          <FieldsForm
            key={`section-${pageIndex}-${sectionIndex}-${String(section.type)}`}
            title={`Section ${sectionIndex + 1} (${String(section.type)})`}
            schema={formSchema(bundle, kinds.find((kind) => kind.type === section.type)?.schemaKey ?? '')}
            value={section}
            extras={{ problemsAt: problemsUnder([...sectionsPath, sectionIndex]) }}
            onChange={(next) => change([...sectionsPath, sectionIndex], next)}
          />
        </section>
      )}
    </>
  );
}

/** The fields column's heading: the file while it is broken, else what is selected, in words. */
export function fieldsTitle(fileName: string, state: EditorState, languages: readonly LanguageEntry[]): string {
  const { data, selection } = state;
  if (data === undefined) return fileName;
  if (selection.kind === 'part') return humanize(selection.part);
  if (selection.kind === 'language') return languages[selection.language]?.label ?? 'Language';
  if (selection.kind === 'plans') return 'Plans and prices';
  return `Page ${pageRoute(pagesOf(data)[selection.page])}`;
}
