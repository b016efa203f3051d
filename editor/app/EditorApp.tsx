/**
 * The editor: pages on the left, the live preview in the middle, the fields of what is selected on the right, the
 * problems below them. Every change makes a new version of site.json's data (document.ts), drawn at once in the
 * fields and the preview; the checker (a worker, check-worker.ts) checks each version with the site's own checker and
 * keeps it in the browser until saved (draft-storage.ts). A save writes the file's text, only when valid and only
 * over the file it was made from. Nothing on the typing path reads the whole site: a page of a site of thousands
 * costs what a page of a small one does.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactElement } from 'react';
import type { LocatedProblem } from '../../site/problems.ts';
import { wording } from '../../site/problems.ts';
import { readablePath } from '../../site/readable-path.ts';
import type { TextShape } from '../../site/text-shape.ts';
import { loadProductData, loadSite, saveWithProductData, versionOnDisk, type OpenedFile, type SaveResult } from './api.ts';
import type { CheckSummary } from './check-messages.ts';
import type { Checker } from './checker.ts';
import { changesBetween, getIn, merged, setIn, type Path } from './document.ts';
import { fileRevision, keepPending, keepProductDraft, readProductDraft, type Draft, type PendingEdits } from './draft-storage.ts';
import { editorReducer, hasUnsavedProduct, hasUnsavedWork, initialState, type Selection } from './editor-state.ts';
import { FieldsForm, PAGE_UI } from './FieldsForm.tsx';
import { forgetPlaces, newFollowMemory, prunedTranslations, withTranslationsFollowing } from './follow-translations.ts';
import { LanguageView } from './LanguageView.tsx';
import { pointerOf } from './form-context.ts';
import { humanize } from './words.ts';
import { pageEntries, PagesPanel, SITE_PARTS, type PageEntry } from './PagesPanel.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { factsForm, holdProductData, problemsInProductData, productDataForCheck, productTextOf, siteFollowing, type HeldProductData } from './plans.ts';
import { PlansView } from './PlansView.tsx';
import { BrokenFile } from './BrokenFile.tsx';
import { ProblemList } from './ProblemList.tsx';
import { formSchema, partKey, sectionKinds, type SchemaBundle, type SectionKind } from './schema-bundle.ts';
import { SectionOutline, sectionName } from './SectionOutline.tsx';
import { TranslationsPanel } from './TranslationsPanel.tsx';
import type { Notice } from './notice.ts';
import { openedOf, openingOf } from './opening.ts';
import { applyOrRefuse, type Edit } from './actions/edit-result.ts';
import * as languageActions from './actions/language-actions.ts';
import { markReviewed, translateText } from './actions/language-actions.ts';
import * as pageActions from './actions/page-actions.ts';
import * as sectionActions from './actions/section-actions.ts';
import { linksTo, linkTargets, type LinkChange, pagesOf, pageRoute, sectionsOf, selectionOfPointer, selectionPath, type Json } from './site-paths.ts';

/** How often the editor asks whether site.json changed on disk (a git pull, another editor). */
const DISK_CHECK_MS = 2000;

export interface EditorAppProps {
  file: OpenedFile;
  /** Unsaved work of an earlier visit, if the browser kept some, and the edits kept as that visit's page closed. */
  draft?: Draft | undefined;
  pending?: PendingEdits | undefined;
  bundle: SchemaBundle;
  checker: Checker;
  /** Which strings of site.json are texts to translate. */
  texts: TextShape | null;
}

/** A page that shows the plans: the preview beside the plans and prices. */
const hasPricing = (page: Json) => sectionsOf(page).some((section) => section.type === 'pricing');

const NOT_CHECKED: CheckSummary = { ok: true, draft: false, problems: [], languages: [], sentences: [] };

export function EditorApp({ file, draft, pending, bundle, checker, texts }: EditorAppProps) {
  const fileName = file.name;
  // Unsaved work of an earlier visit comes back: read before anything is drawn, so nothing can drop it first.
  const [opening] = useState(() => openingOf(file, draft, pending));
  const [state, dispatch] = useReducer(editorReducer, opening, ({ opened, data }) => initialState(opened, data));
  const [notice, setNotice] = useState<Notice | undefined>(opening.notice);
  const [conflict, setConflict] = useState<{ text: string; version: string } | undefined>(opening.conflict);
  const conflictShown = useRef(conflict !== undefined);
  conflictShown.current = conflict !== undefined;
  const [summary, setSummary] = useState<CheckSummary>(NOT_CHECKED);
  const [focusPointer, setFocusPointer] = useState<string>();
  // The product data's file (its name, the text and version on disk, how it is written); its data is in `state`.
  const [heldProduct, setHeldProduct] = useState<HeldProductData>();
  const [revealSection, setRevealSection] = useState(false);
  const current = useRef(state);
  current.current = state;
  const follow = useRef(newFollowMemory());
  // A save under way: the disk check waits, and a second Save press does nothing.
  const saving = useRef(false);

  // The window's title names the file edited, as the heading does.
  useEffect(() => {
    document.title = `${fileName} — editor`;
  }, [fileName]);

  // The checker starts from the file and the work brought back, then hears of every change.
  const posted = useRef<unknown>(undefined);
  useEffect(() => {
    // A check that finds what the last one found draws nothing again (typing mostly changes no problem).
    const stop = checker.onChecked((found) => setSummary((shown) => (JSON.stringify(shown) === JSON.stringify(found) ? shown : found)));
    checker.open(file, opening.text, opening.data, opening.revision);
    posted.current = opening.data;
    return () => void stop();
  }, [checker, file, opening]);
  useEffect(() => {
    if (posted.current === state.data) return;
    checker.edit(changesBetween(posted.current, state.data), state.data, hasUnsavedWork(state), state.saved.version);
    posted.current = state.data;
  }, [checker, state]);

  // Leaving the page (a reload, a closed tab): the edits the kept draft does not hold yet are kept at once.
  useEffect(() => {
    const leave = () => {
      if (hasUnsavedWork(current.current)) keepPending(checker.pendingEdits(current.current.data));
    };
    addEventListener('pagehide', leave);
    return () => removeEventListener('pagehide', leave);
  }, [checker]);

  // The product data, for the plans and prices: without it (no file, unreadable) the rest of the editor works as ever.
  useEffect(() => {
    loadProductData().then((file) => {
      const held = holdProductData(file);
      setHeldProduct(held);
      dispatch({ type: 'product', product: held.data });
      // Figures changed and not saved on an earlier visit come back, with the facts that follow them.
      const kept = readProductDraft(file.version);
      if (kept !== undefined && held.data !== undefined) dispatch({ type: 'edit', data: siteFollowing(current.current.data, kept), product: kept });
    }, () => undefined);
  }, []);
  useEffect(() => {
    if (!heldProduct) return;
    keepProductDraft(hasUnsavedProduct(state) ? { baseVersion: heldProduct.saved.version, product: state.product } : undefined);
  }, [heldProduct, state]);
  // The live check compares the facts with the product data as edited here, as a save would.
  const productForCheck = useMemo(() => (heldProduct ? productDataForCheck({ ...heldProduct, data: state.product }) : undefined), [heldProduct, state.product]);
  useEffect(() => checker.setProductData(productForCheck), [checker, productForCheck]);

  // A notice belongs to the moment it describes: "Saved" or "Not saved" goes once the data changes again.
  useEffect(() => {
    if (notice && notice.at !== state.data && notice.at !== state.product) setNotice(undefined);
  }, [notice, state.data, state.product]);

  // Typing in another place starts another memory of what translations carry.
  useEffect(() => {
    forgetPlaces(follow.current);
  }, [state.selection]);

  const data = state.data;
  const problems = summary.problems;
  const kinds = useMemo(() => sectionKinds(bundle), [bundle]);
  const pages = pagesOf(data);
  const { selection } = state;
  const page = selection.kind === 'page' ? pages[selection.page] : undefined;
  const sections = sectionsOf(page);
  const sectionIndex = selection.kind === 'page' ? selection.section : undefined;
  const section = sectionIndex === undefined ? undefined : sections[sectionIndex];

  const edit = useCallback((next: unknown, at?: Selection, product?: unknown) =>
    dispatch({ type: 'edit', data: next, ...(at ? { selection: at } : {}), ...(product === undefined ? {} : { product }) }), []);
  /** The value at `path` changed in a form: English texts that changed carry their translations with them. */
  const change = useCallback((path: Path, value: unknown) => {
    const before = current.current.data;
    const after = setIn(before, path, merged(getIn(before, path), value));
    edit(withTranslationsFollowing(before, after, path, texts, follow.current));
  }, [edit, texts]);
  const select = useCallback((next: Selection) => dispatch({ type: 'select', selection: next }), []);
  const translate = useCallback((language: number, english: string, words: string | undefined) => edit(translateText(current.current.data, language, english, words)), [edit]);
  const reviewed = useCallback((language: number, english: string) => edit(markReviewed(current.current.data, language, english)), [edit]);

  // site.json changed on disk: reload it when nothing here is unsaved, otherwise say so and keep the work.
  useEffect(() => {
    const timer = setInterval(() => {
      // While a save is under way the file on disk is the editor's own new version, not someone else's.
      if (saving.current) return;
      void versionOnDisk().then(async (version) => {
        const now = current.current;
        if (saving.current || !version || version === now.saved.version || version === conflict?.version) return;
        const fresh = await loadSite();
        if (saving.current || fresh.version === current.current.saved.version) return;
        if (hasUnsavedWork(current.current)) {
          setConflict(fresh);
        } else {
          const opened = openedOf(fresh);
          dispatch({ type: 'load', file: opened });
          checker.open(fresh, fresh.text, opened.data, fileRevision(fresh.version));
          posted.current = opened.data;
          setNotice({ tone: 'info', text: `${fileName} changed on disk (a git pull, or another editor), so it was loaded again.`, at: opened.data });
        }
      }).catch(() => undefined);
    }, DISK_CHECK_MS);
    return () => clearInterval(timer);
  }, [checker, conflict, fileName]);

  /** Saves site.json (and the product data when its figures changed), over the version `baseVersion` only. */
  const saveNow = useCallback(async (baseVersion: string) => {
    // Translations whose English was changed everywhere it was used go before the file is written.
    const pruned = prunedTranslations(current.current.data, follow.current, texts);
    if (pruned !== current.current.data) {
      dispatch({ type: 'edit', data: pruned });
      // The checker hears of it before it is asked for the text (effects run after the next drawing).
      checker.edit(changesBetween(current.current.data, pruned), pruned, true, current.current.saved.version);
      posted.current = pruned;
    }
    const saving = pruned;
    // The text of the data as it is now, checked: what is refused here is what the server would refuse.
    const { text, summary: found } = await checker.textNow();
    if (saving === undefined || (!found.ok && !found.draft)) {
      const first = found.problems[0]!;
      setNotice({ tone: 'problem', text: `Not saved: ${found.problems.length} problem${found.problems.length === 1 ? '' : 's'} must be fixed first. ${first.path}${first.pointer === '' ? ` (line ${first.line}:${first.column})` : ''}: ${wording(first)}`, at: saving });
      return;
    }
    const product = heldProduct && state.product !== undefined ? { ...heldProduct, data: current.current.product } : undefined;
    const productText = product ? productTextOf(product) : undefined;
    const both = await saveWithProductData({ text, baseVersion }, product && productText !== undefined ? { text: productText, saved: product.saved } : undefined);
    const refused = (result: SaveResult | undefined, name: string) => {
      if (!result || result.ok) return undefined;
      if (result.reason === 'changed-on-disk') return `${name} changed on disk since it was opened. Your changes are kept here.`;
      if (result.reason === 'invalid') return result.problems.map((problem) => `${name} › ${problem.path}: ${problem.message}`).join('; ');
      return result.message;
    };
    const productRefusal = refused(both.product, heldProduct?.name ?? 'the product data');
    if (both.product?.ok && product && productText !== undefined) {
      setHeldProduct({ ...product, saved: { text: productText, version: both.product.version } });
    }
    const result = both.site;
    if (!result) {
      setNotice({ tone: 'problem', text: `Not saved: ${productRefusal}`, at: saving });
    } else if (result.ok) {
      dispatch({ type: 'saved', version: result.version, data: saving, ...(both.product?.ok ? { product: product?.data } : {}) });
      checker.saved(result.version);
      setConflict(undefined);
      // Saved, and in the same words as the build, what the build will do about the languages.
      setNotice({ tone: 'info', text: [`Saved ${fileName}.`, ...found.sentences].join(' '), at: saving });
    } else {
      const putBack = both.productPutBack === false ? ` The product data was saved but could not be put back as it was: ${heldProduct?.name} and ${fileName} now differ on disk; save again.` : '';
      if (result.reason === 'changed-on-disk') {
        setConflict(result.file);
        setNotice({ tone: 'problem', text: `Not saved: ${fileName} changed on disk since it was opened. Your changes are kept here.${putBack}`, at: saving });
      } else {
        setNotice({ tone: 'problem', text: `Not saved: ${refused(result, fileName)}${putBack}`, at: saving });
      }
    }
  }, [checker, fileName, texts, heldProduct, state.product]);

  const save = useCallback(async (baseVersion = current.current.saved.version, overChange = false) => {
    if (saving.current) return;
    // While a change on disk is shown, only "Save mine over it" writes: a plain save would overwrite it unasked.
    if (conflictShown.current && !overChange) {
      setNotice({ tone: 'problem', text: `Not saved: ${fileName} changed on disk since your changes were made. Choose "Reload from disk" or "Save mine over it".`, at: current.current.data });
      return;
    }
    saving.current = true;
    try {
      await saveNow(baseVersion);
    } finally {
      saving.current = false;
    }
  }, [saveNow, fileName]);

  const reloadFromDisk = async () => {
    const fresh = conflict ?? await loadSite();
    const opened = openedOf(fresh);
    dispatch({ type: 'load', file: opened });
    checker.open(fresh, fresh.text, opened.data, fileRevision(fresh.version));
    posted.current = opened.data;
    setConflict(undefined);
    setNotice({ tone: 'info', text: `Loaded ${fileName} from disk.`, at: opened.data });
  };

  // Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes, Ctrl+S saves (⌘ on a Mac).
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void save();
      } else if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, [save]);

  // A problem chosen in the list: its field gets the focus once drawn.
  useEffect(() => {
    if (focusPointer === undefined) return;
    const field = document.querySelector<HTMLElement>(`.fields [data-pointer="${CSS.escape(focusPointer)}"] :is(input, textarea, select)`);
    field?.focus();
    setFocusPointer(undefined);
  }, [focusPointer, state.selection]);

  // A section just added: its fields are brought into view (the fields column scrolls; the bar with Save stays put).
  useEffect(() => {
    if (!revealSection) return;
    document.querySelector('.section-fields')?.scrollIntoView({ block: 'start' });
    setRevealSection(false);
  }, [revealSection, state.selection]);

  const chooseProblem = (problem: LocatedProblem) => {
    if (heldProduct && problem.file === heldProduct.name) return select({ kind: 'plans' });
    const target = selectionOfPointer(problem.pointer);
    if (!target) return;
    select(target);
    setFocusPointer(problem.pointer.slice(pointerOf(selectionPath(target)).length));
  };

  const problemsUnder = (base: (string | number)[]) => {
    const prefix = pointerOf(base);
    return (pointer: string) => problems.filter((problem) => problem.pointer === prefix + pointer).map(wording);
  };
  const targets = useMemo(() => linkTargets(data), [data]);

  // Pages and languages.
  const make = ({ data: next, selection: at }: Edit) => edit(next, at);
  const addPage = (route: string, title: string) => applyOrRefuse(pageActions.addPage(data, bundle, route, title), edit);
  const duplicatePage = (index: number) => make(pageActions.duplicatePage(data, index));
  const deletePage = (index: number) => make(pageActions.deletePage(data, index));
  const addLanguage = (code: string, locale: string) => applyOrRefuse(languageActions.addLanguage(data, bundle, code, locale), edit);

  // The page list is drawn again only when a route, a title or the selection changes: its actions keep their identity.
  const entries = useRef<readonly PageEntry[] | undefined>(undefined);
  const pageList = (entries.current = pageEntries(pages, entries.current));
  const actions = useRef({ addPage, addLanguage, duplicatePage, deletePage });
  actions.current = { addPage, addLanguage, duplicatePage, deletePage };
  const pageListActions = useMemo(() => ({
    onAdd: (route: string, title: string) => actions.current.addPage(route, title),
    onAddLanguage: (code: string, locale: string) => actions.current.addLanguage(code, locale),
    onDuplicate: (index: number) => actions.current.duplicatePage(index),
    onDelete: (index: number) => actions.current.deletePage(index),
  }), []);

  // Sections of the selected page.
  const pageIndex = selection.kind === 'page' ? selection.page : 0;
  const sectionsPath = ['pages', pageIndex, 'sections'];
  const moveSection = (from: number, to: number) => {
    const moved = sectionActions.moveSection(data, pageIndex, from, to);
    if (!moved) return;
    make(moved);
    setNotice({ tone: 'info', text: `Moved ${sectionName(sections[from]!, from)} to place ${to + 1}.`, at: moved.data });
  };
  const duplicateSection = (index: number) => make(sectionActions.duplicateSection(data, pageIndex, index));
  const deleteSection = (index: number) => make(sectionActions.deleteSection(data, pageIndex, index));
  const addSection = (kind: SectionKind) => {
    make(sectionActions.addSection(data, pageIndex, sectionIndex, kind));
    setRevealSection(true);
  };

  // The form of what is selected.
  let form: ReactElement | null = null;
  if (data === undefined) {
    form = <BrokenFile fileName={fileName} text={state.saved.broken ?? ''} problem={problems[0]} />;
  } else if (selection.kind === 'plans') {
    form = heldProduct
      ? <PlansView product={state.product} siteData={data} fileName={heldProduct.name} problems={problemsInProductData(problems, heldProduct.name)}
        onChange={(next) => edit(siteFollowing(current.current.data, next), undefined, next)} />
      : <p className="field__help">There is no product data to edit: the local API's data file could not be read.</p>;
  } else if (selection.kind === 'part') {
    const key = partKey(bundle, selection.part);
    const value = (data as Json)[selection.part];
    let schema = key ? formSchema(bundle, key) : formSchema(bundle, 'site', (own) => ((own.properties as Record<string, Json>)[selection.part] ?? {}));
    let uiSchema: Json | undefined;
    // A fact that repeats a plan's figure is shown, and set in the plans and prices.
    if (selection.part === 'facts' && heldProduct) ({ schema, uiSchema } = factsForm(schema, data, state.product));
    form = <FieldsForm key={selection.part} title={humanize(selection.part)} schema={schema} value={value} extras={{ problemsAt: problemsUnder([selection.part]), linkTargets: targets }}
      {...(uiSchema ? { uiSchema } : {})} onChange={(next) => change([selection.part], next)} />;
  } else if (selection.kind === 'language') {
    form = <LanguageView key={`language-${selection.language}`} data={data} texts={texts} language={selection.language} problems={problems} onChange={translate} onReviewed={reviewed} />;
  } else if (page) {
    const { sections: _sections, ...settings } = page;
    form = (
      <>
        <RouteEditor key={`route-${pageIndex}-${pageRoute(page)}`} route={pageRoute(page)} data={data} onChange={(route, links) => edit(pageActions.changeRoute(data, pageIndex, route, links))} />
        <FieldsForm key={`page-${pageIndex}`} title={`Page ${pageRoute(page)}`} schema={formSchema(bundle, 'defs.page')} uiSchema={PAGE_UI} value={settings}
          extras={{ problemsAt: problemsUnder(['pages', pageIndex]), linkTargets: targets }}
          onChange={(next) => {
            const { sections: _ignored, ...nextSettings } = next as Json;
            const now = getIn(current.current.data, ['pages', pageIndex]) as Json;
            // The route has its own form and the sections their own list: neither changes here.
            change(['pages', pageIndex], { ...nextSettings, route: now.route, ...(now.sections === undefined ? {} : { sections: now.sections }) });
          }} />
        <SectionOutline sections={sections} selected={sectionIndex} kinds={kinds} onSelect={(index) => select({ kind: 'page', page: pageIndex, section: index })}
          onMove={moveSection} onDuplicate={duplicateSection} onDelete={deleteSection} onAdd={addSection} />
        {section && sectionIndex !== undefined && (
          <section className="section-fields" aria-labelledby="section-fields-title">
            <h3 id="section-fields-title">Section {sectionName(section, sectionIndex)}</h3>
            <FieldsForm key={`section-${pageIndex}-${sectionIndex}-${String(section.type)}`} title={`Section ${sectionIndex + 1} (${String(section.type)})`}
              schema={formSchema(bundle, kinds.find((kind) => kind.type === section.type)?.schemaKey ?? '')} value={section}
              extras={{ problemsAt: problemsUnder([...sectionsPath, sectionIndex]), linkTargets: targets }}
              onChange={(next) => change([...sectionsPath, sectionIndex], next)} />
          </section>
        )}
      </>
    );
  }

  const unsaved = useMemo(() => hasUnsavedWork(state) || hasUnsavedProduct(state), [state]);
  // A file that is not JSON has no pages and nothing to draw: the page list and the preview say so, and where.
  const unreadableAt = data === undefined && problems[0] ? ` (line ${problems[0].line}:${problems[0].column})` : '';
  const unreadable = data === undefined
    ? { pages: `No pages to list: ${fileName} is not valid JSON${unreadableAt}. Its pages are listed again once it is fixed.`, preview: `Nothing to preview: ${fileName} is not valid JSON${unreadableAt}. The page is drawn here again once it is fixed.` }
    : undefined;
  return (
    <main className="editor">
      <header className="editor__bar">
        <h1 className="editor__title">{fileName}</h1>
        <span className="editor__state" aria-live="polite">{unsaved ? 'Unsaved changes' : 'All changes saved'}</span>
        <button type="button" className="button button--quiet" onClick={() => dispatch({ type: 'undo' })} disabled={state.past.length === 0}>Undo</button>
        <button type="button" className="button button--quiet" onClick={() => dispatch({ type: 'redo' })} disabled={state.future.length === 0}>Redo</button>
        <button type="button" className="button" onClick={() => void save()}>Save</button>
      </header>
      {(notice || conflict) && (
        <div className="editor__notices">
          {conflict && (
            <div className="notice notice--problem" role="alert">
              <p>{fileName} changed on disk since it was opened (a git pull, or another editor). Your unsaved changes are still here, and nothing has been overwritten.</p>
              <button type="button" className="button" onClick={() => void reloadFromDisk()}>Reload from disk (drops your changes)</button>
              <button type="button" className="button button--quiet" onClick={() => void save(conflict.version, true)}>Save mine over it</button>
            </div>
          )}
          {notice && <p className={`notice notice--${notice.tone}`} role={notice.tone === 'problem' ? 'alert' : 'status'}>{notice.text}</p>}
        </div>
      )}
      <PagesPanel pages={pageList} parts={SITE_PARTS} plans={heldProduct !== undefined} languages={summary.languages} selection={selection} onSelect={select} {...pageListActions} {...(unreadable ? { unreadable: unreadable.pages } : {})} />
      <aside className="fields" aria-label="Fields">
        <h2 className="panel-title">{data === undefined ? fileName : selection.kind === 'part' ? humanize(selection.part) : selection.kind === 'language' ? summary.languages[selection.language]?.label ?? 'Language' : selection.kind === 'plans' ? 'Plans and prices' : `Page ${pageRoute(page)}`}</h2>
        {form}
        <TranslationsPanel data={data} texts={texts} path={selectionPath(selection)}
          {...(selection.kind === 'page' && selection.section === undefined ? { without: ['pages', selection.page, 'sections'] } : {})}
          onChange={translate} />
        <ProblemList problems={problems} onChoose={chooseProblem} />
      </aside>
      <PreviewFrame data={data} product={state.product} page={selection.kind === 'page' ? selection.page : selection.kind === 'plans' ? Math.max(0, pages.findIndex(hasPricing)) : 0} section={sectionIndex} texts={texts} onSelectSection={(index) => select({ kind: 'page', page: pageIndex, section: index })} onSave={() => void save()} {...(unreadable ? { unreadable: unreadable.preview } : {})} />
    </main>
  );
}

/**
 * The page's route, changed on purpose, not keystroke by keystroke. Each link to the old route is offered, unticked,
 * named by where it is: only the links the editor ticks change (another page may still carry the old route, or a link
 * may be meant to stay), never all of them at once.
 */
function RouteEditor({ route, data, onChange }: { route: string; data: unknown; onChange: (route: string, links: LinkChange[]) => void }) {
  const [value, setValue] = useState(route);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const links = value !== route ? linksTo(data, route, value) : [];
  const keyOf = (link: LinkChange) => pointerOf(link.path);
  const otherPages = pagesOf(data).filter((page) => pageRoute(page) === route).length - 1;
  return (
    <form className="route-editor" aria-label="Route" onSubmit={(event) => {
      event.preventDefault();
      if (value !== route) onChange(value, links.filter((link) => ticked.has(keyOf(link))));
    }}>
      <label className="field__label" htmlFor="page-route">Route</label>
      <input id="page-route" value={value} onChange={(event) => setValue(event.target.value.trim())} aria-describedby="page-route-help" />
      <p className="field__help" id="page-route-help">The page's address on the site. Changing it can also change the links you choose.</p>
      {value !== route && (
        <>
          {links.length > 0 && (
            <fieldset className="route-editor__links">
              <legend>Also change these links to {route}</legend>
              {otherPages > 0 && <p className="field__help">Another page also has the route {route}: a link below may be meant for it.</p>}
              {links.map((link) => (
                <label className="checkbox" key={keyOf(link)}>
                  <input type="checkbox" checked={ticked.has(keyOf(link))} onChange={(event) => {
                    const next = new Set(ticked);
                    if (event.target.checked) next.add(keyOf(link));
                    else next.delete(keyOf(link));
                    setTicked(next);
                  }} />
                  {readablePath(keyOf(link), data)}
                </label>
              ))}
            </fieldset>
          )}
          <button type="submit" className="button">Change the route</button>
        </>
      )}
    </form>
  );
}
