/**
 * The page list's entries and its actions (add, duplicate, delete a page; add a language). The list is drawn again
 * only when a route, a title or the selection changes: its entries stay the same array while no route or title
 * changed, and its actions keep their identity while each acts on the data as it is now.
 */
import { useMemo, useRef } from 'react';
import { applyOrRefuse, type Edit } from '../actions/edit-result.ts';
import { addLanguage } from '../actions/language-actions.ts';
import { addPage, deletePage, duplicatePage } from '../actions/page-actions.ts';
import type { Selection } from '../editor-state.ts';
import { pageEntries, type PageEntry } from '../PagesPanel.tsx';
import type { SchemaBundle } from '../schema-bundle.ts';
import { pagesOf } from '../site-paths.ts';

export function usePageList(data: unknown, bundle: SchemaBundle, edit: (data: unknown, selection: Selection) => void) {
  const entries = useRef<readonly PageEntry[] | undefined>(undefined);
  const pages = (entries.current = pageEntries(pagesOf(data), entries.current));
  const make = ({ data: next, selection }: Edit) => edit(next, selection);
  const latest = {
    onAdd: (route: string, title: string) => applyOrRefuse(addPage(data, bundle, route, title), edit),
    onAddLanguage: (code: string, locale: string) => applyOrRefuse(addLanguage(data, bundle, code, locale), edit),
    onDuplicate: (index: number) => make(duplicatePage(data, index)),
    onDelete: (index: number) => make(deletePage(data, index)),
  };
  const actions = useRef(latest);
  actions.current = latest;
  const stable = useMemo(
    () => ({
      onAdd: (route: string, title: string) => actions.current.onAdd(route, title),
      onAddLanguage: (code: string, locale: string) => actions.current.onAddLanguage(code, locale),
      onDuplicate: (index: number) => actions.current.onDuplicate(index),
      onDelete: (index: number) => actions.current.onDelete(index),
    }),
    [],
  );
  return { pages, actions: stable };
}
