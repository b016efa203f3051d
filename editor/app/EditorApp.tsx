/**
 * The editor: pages on the left, the live preview in the middle, the fields of what is selected on the right, the
 * problems below them. Every change makes a new version of site.json's data (document.ts), drawn at once in the
 * fields and the preview; the checker (a worker, check-worker.ts) checks each version with the site's own checker and
 * keeps it in the browser until saved (draft-storage.ts). A save writes the file's text, only when valid and only
 * over the file it was made from. Nothing on the typing path reads the whole site: a page of a site of thousands
 * costs what a page of a small one does.
 *
 * This file puts the parts together: the actions on the document are in actions/, what the editor holds and does
 * over time (the check, saving, the file on disk, the keys) in hooks/, the form of the selection in choose-form.tsx.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LocatedProblem } from '../../site/problems.ts';
import type { TextShape } from '../../site/text-shape.ts';
import type { Edit } from './actions/edit-result.ts';
import * as sectionActions from './actions/section-actions.ts';
import type { OpenedFile } from './api.ts';
import type { Checker } from './checker.ts';
import { chooseForm, fieldsTitle } from './choose-form.tsx';
import type { Draft, PendingEdits } from './draft-storage.ts';
import { hasUnsavedProduct, hasUnsavedWork } from './editor-state.ts';
import { EditorBar } from './EditorBar.tsx';
import { pointerOf } from './form-context.ts';
import { useBringIntoView } from './hooks/use-bring-into-view.ts';
import { useCheck } from './hooks/use-check.ts';
import { clashesWithDisk, useDiskWatch } from './hooks/use-disk-watch.ts';
import { readablePath } from '../../site/readable-path.ts';
import { useEdits } from './hooks/use-edits.ts';
import { useNotice } from './hooks/use-notice.ts';
import { usePageList } from './hooks/use-page-list.ts';
import { usePictureFiles } from './hooks/use-picture-files.ts';
import { useProductData } from './hooks/use-product-data.ts';
import { usePublish } from './hooks/use-publish.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { useSession } from './hooks/use-session.ts';
import { useSave } from './hooks/use-save.ts';
import { useShortcuts } from './hooks/use-shortcuts.ts';
import { Notices } from './Notices.tsx';
import { openingOf } from './opening.ts';
import { PagesPanel, SITE_PARTS } from './PagesPanel.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { ProblemList } from './ProblemList.tsx';
import { sectionKinds, type SchemaBundle, type SectionKind } from './schema-bundle.ts';
import { sectionName } from './SectionOutline.tsx';
import { LinkTargetList, useLinkTargets } from './LinkTargetList.tsx';
import { pagesOf, sectionsOf, selectionOfPointer, selectionPath, type Json } from './site-paths.ts';
import { TranslationsPanel } from './TranslationsPanel.tsx';

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

export function EditorApp({ file, draft, pending, bundle, checker, texts }: EditorAppProps) {
  const fileName = file.name;
  // Unsaved work of an earlier visit comes back: read before anything is drawn, so nothing can drop it first.
  const [opening] = useState(() => openingOf(file, draft, pending));
  const { state, dispatch, current, follow, edit, change, select, translate, reviewed } = useEdits(opening, texts);
  const [notice, setNotice] = useNotice(opening.notice, state);
  // A save under way: the disk check waits, and a second Save press does nothing.
  const saving = useRef(false);

  // The window's title names the file edited, as the heading does.
  useEffect(() => {
    document.title = `${fileName} — editor`;
  }, [fileName]);

  const { summary, reopen, tellNow } = useCheck(checker, file, opening, state, current);
  const { heldProduct, setHeldProduct } = useProductData(checker, state, dispatch, current);
  const pictureFilesVersion = usePictureFiles(checker);
  const signedIn = useSession();
  const { conflict, conflictShown, setConflict, reloadFromDisk, joinWithDisk, sayAfterServerChange } = useDiskWatch({
    fileName,
    initialConflict: opening.conflict,
    current,
    saving,
    dispatch,
    reopen,
    setNotice,
  });
  const save = useSave({
    fileName,
    texts,
    checker,
    current,
    dispatch,
    follow,
    tellNow,
    heldProduct,
    setHeldProduct,
    product: state.product,
    saving,
    conflictShown,
    setConflict,
    setNotice,
  });
  useShortcuts(save, dispatch);
  const { focusField, revealSection } = useBringIntoView(state.selection);

  const { data, selection } = state;
  const problems = summary.problems;
  const kinds = useMemo(() => sectionKinds(bundle), [bundle]);
  const pages = pagesOf(data);
  const pageIndex = selection.kind === 'page' ? selection.page : 0;
  const sectionIndex = selection.kind === 'page' ? selection.section : undefined;
  const targets = useLinkTargets(data);
  const pageList = usePageList(data, bundle, edit);

  const chooseProblem = (problem: LocatedProblem) => {
    if (heldProduct && problem.file === heldProduct.name) return select({ kind: 'plans' });
    const target = selectionOfPointer(problem.pointer);
    if (!target) return;
    select(target);
    focusField(problem.pointer.slice(pointerOf(selectionPath(target)).length));
  };

  // The sections of the selected page.
  const sections = sectionsOf(selection.kind === 'page' ? pages[selection.page] : undefined);
  const make = ({ data: next, selection: at }: Edit) => edit(next, at);
  const onSection = {
    onMove: (from: number, to: number) => {
      const moved = sectionActions.moveSection(data, pageIndex, from, to);
      if (!moved) return;
      make(moved);
      setNotice({
        tone: 'info',
        text: `Moved ${sectionName(sections[from]!, from)} to place ${to + 1}.`,
        at: moved.data,
      });
    },
    onDuplicate: (index: number) => make(sectionActions.duplicateSection(data, pageIndex, index)),
    onDelete: (index: number) => make(sectionActions.deleteSection(data, pageIndex, index)),
    onAdd: (kind: SectionKind) => {
      make(sectionActions.addSection(data, pageIndex, sectionIndex, kind));
      revealSection();
    },
  };
  const form = chooseForm({
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
    sectionActions: onSection,
  });

  const unsaved = useMemo(() => hasUnsavedWork(state) || hasUnsavedProduct(state), [state]);
  const { publish, publishing, restore } = usePublish(unsaved, data, setNotice, sayAfterServerChange);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The fields changed both here and on disk, named in words, while a change on disk is shown.
  const clashes = useMemo(
    () =>
      conflict
        ? clashesWithDisk(state, conflict).map((clash) => ({ ...clash, place: readablePath(clash.pointer, data) }))
        : [],
    [conflict, state, data],
  );
  // A file that is not JSON has no pages and nothing to draw: the page list and the preview say so, and where.
  const unreadableAt = data === undefined && problems[0] ? ` (line ${problems[0].line}:${problems[0].column})` : '';
  const unreadable =
    data === undefined
      ? {
          pages: `No pages to list: ${fileName} is not valid JSON${unreadableAt}. Its pages are listed again once it is fixed.`,
          preview: `Nothing to preview: ${fileName} is not valid JSON${unreadableAt}. The page is drawn here again once it is fixed.`,
        }
      : undefined;
  return (
    <main className="editor">
      <EditorBar
        fileName={fileName}
        unsaved={unsaved}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onSave={() => void save()}
        signedIn={signedIn}
        onPublish={() => void publish()}
        publishing={publishing}
        onHistory={() => setHistoryOpen(true)}
      />
      {historyOpen && (
        <HistoryDialog
          onClose={() => setHistoryOpen(false)}
          onRestore={(commit) => {
            setHistoryOpen(false);
            void restore(commit);
          }}
        />
      )}
      <Notices
        fileName={fileName}
        notice={notice}
        conflict={conflict !== undefined}
        clashes={clashes}
        onReload={() => void reloadFromDisk()}
        onSaveOver={() => void (conflict && save(conflict.version, true))}
        onJoin={joinWithDisk}
      />
      <PagesPanel
        pages={pageList.pages}
        parts={SITE_PARTS}
        plans={heldProduct !== undefined}
        languages={summary.languages}
        selection={selection}
        onSelect={select}
        {...pageList.actions}
        {...(unreadable ? { unreadable: unreadable.pages } : {})}
      />
      <aside className="fields" aria-label="Fields">
        <h2 className="panel-title">{fieldsTitle(fileName, state, summary.languages)}</h2>
        {form}
        <TranslationsPanel
          data={data}
          texts={texts}
          path={selectionPath(selection)}
          {...(selection.kind === 'page' && selection.section === undefined
            ? { without: ['pages', selection.page, 'sections'] }
            : {})}
          onChange={translate}
        />
        <ProblemList problems={problems} warnings={summary.warnings} onChoose={chooseProblem} />
        <LinkTargetList targets={targets} />
      </aside>
      <PreviewFrame
        data={data}
        product={state.product}
        pictureFilesVersion={pictureFilesVersion}
        page={
          selection.kind === 'page'
            ? selection.page
            : selection.kind === 'plans'
              ? Math.max(0, pages.findIndex(hasPricing))
              : 0
        }
        section={sectionIndex}
        texts={texts}
        onSelectSection={(index) => select({ kind: 'page', page: pageIndex, section: index })}
        onSave={() => void save()}
        {...(unreadable ? { unreadable: unreadable.preview } : {})}
      />
    </main>
  );
}
