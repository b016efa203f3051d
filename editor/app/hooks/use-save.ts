/**
 * Saving: site.json (and the product data when its figures changed) is written only when valid and only over the
 * version it was made from; what happened is said in a notice, and a change on disk found by the save is shown as a
 * conflict. A second Save pressed while one is under way does nothing.
 */
import { useCallback, type Dispatch, type RefObject } from 'react';
import { wording } from '../../../site/problems.ts';
import type { TextShape } from '../../../site/text-shape.ts';
import { saveWithProductData, type SaveResult, type SiteFile } from '../api.ts';
import type { Checker } from '../checker.ts';
import type { EditorAction, EditorState } from '../editor-state.ts';
import { prunedTranslations, type FollowMemory } from '../follow-translations.ts';
import type { Notice } from '../notice.ts';
import { productTextOf, type HeldProductData } from '../plans.ts';

export interface SaveOptions {
  fileName: string;
  texts: TextShape | null;
  checker: Checker;
  current: RefObject<EditorState>;
  dispatch: Dispatch<EditorAction>;
  follow: RefObject<FollowMemory>;
  /** Tells the checker of an edit at once, before it is asked for the text to save. */
  tellNow: (before: unknown, after: unknown, savedVersion: string) => void;
  heldProduct: HeldProductData | undefined;
  setHeldProduct: (held: HeldProductData) => void;
  /** The product data as edited (the editor's state). */
  product: unknown;
  saving: RefObject<boolean>;
  conflictShown: RefObject<boolean>;
  setConflict: (file: SiteFile | undefined) => void;
  setNotice: (notice: Notice) => void;
}

/** Why the server refused to write a file, in words, or undefined when it wrote it (or was not asked to). */
function refusal(result: SaveResult | undefined, name: string): string | undefined {
  if (!result || result.ok) return undefined;
  if (result.reason === 'changed-on-disk')
    return `${name} changed on disk since it was opened. Your changes are kept here.`;
  if (result.reason === 'invalid')
    return result.problems.map((problem) => `${name} › ${problem.path}: ${problem.message}`).join('; ');
  return result.message;
}

export function useSave(options: SaveOptions) {
  const {
    fileName,
    texts,
    checker,
    current,
    dispatch,
    follow,
    tellNow,
    heldProduct,
    setHeldProduct,
    product: editedProduct,
    saving,
    conflictShown,
    setConflict,
    setNotice,
  } = options;

  /** Saves site.json (and the product data when its figures changed), over the version `baseVersion` only. */
  const saveNow = useCallback(
    async (baseVersion: string) => {
      // Translations whose English was changed everywhere it was used go before the file is written.
      const pruned = prunedTranslations(current.current.data, follow.current, texts);
      if (pruned !== current.current.data) {
        dispatch({ type: 'edit', data: pruned });
        tellNow(current.current.data, pruned, current.current.saved.version);
      }
      const saved = pruned;
      // The text of the data as it is now, checked: what is refused here is what the server would refuse.
      const { text, summary: found } = await checker.textNow();
      if (saved === undefined || (!found.ok && !found.draft)) {
        const first = found.problems[0]!;
        setNotice({
          tone: 'problem',
          text: `Not saved: ${found.problems.length} problem${found.problems.length === 1 ? '' : 's'} must be fixed first. ${first.path}${first.pointer === '' ? ` (line ${first.line}:${first.column})` : ''}: ${wording(first)}`,
          at: saved,
        });
        return;
      }
      const product =
        heldProduct && editedProduct !== undefined ? { ...heldProduct, data: current.current.product } : undefined;
      const productText = product ? productTextOf(product) : undefined;
      const both = await saveWithProductData(
        { text, baseVersion },
        product && productText !== undefined ? { text: productText, saved: product.saved } : undefined,
      );
      const productRefusal = refusal(both.product, heldProduct?.name ?? 'the product data');
      if (both.product?.ok && product && productText !== undefined) {
        setHeldProduct({ ...product, saved: { text: productText, version: both.product.version } });
      }
      const result = both.site;
      if (!result) {
        setNotice({ tone: 'problem', text: `Not saved: ${productRefusal}`, at: saved });
      } else if (result.ok) {
        dispatch({
          type: 'saved',
          version: result.version,
          data: saved,
          ...(both.product?.ok ? { product: product?.data } : {}),
        });
        checker.saved(result.version);
        setConflict(undefined);
        // Saved, and in the same words as the build, what the build will do about the languages.
        setNotice({ tone: 'info', text: [`Saved ${fileName}.`, ...found.sentences].join(' '), at: saved });
      } else {
        const putBack =
          both.productPutBack === false
            ? ` The product data was saved but could not be put back as it was: ${heldProduct?.name} and ${fileName} now differ on disk; save again.`
            : '';
        if (result.reason === 'changed-on-disk') {
          setConflict(result.file);
          setNotice({
            tone: 'problem',
            text: `Not saved: ${fileName} changed on disk since it was opened. Your changes are kept here.${putBack}`,
            at: saved,
          });
        } else {
          setNotice({ tone: 'problem', text: `Not saved: ${refusal(result, fileName)}${putBack}`, at: saved });
        }
      }
    },
    [checker, tellNow, fileName, texts, heldProduct, editedProduct],
  );

  /** Save, over the file it was made from; `overChange` is "Save mine over it", over a change on disk that is shown. */
  return useCallback(
    async (baseVersion = current.current.saved.version, overChange = false) => {
      if (saving.current) return;
      // While a change on disk is shown, only "Save mine over it" writes: a plain save would overwrite it unasked.
      if (conflictShown.current && !overChange) {
        setNotice({
          tone: 'problem',
          text: `Not saved: ${fileName} changed on disk since your changes were made. Choose "Reload from disk" or "Save mine over it".`,
          at: current.current.data,
        });
        return;
      }
      saving.current = true;
      try {
        await saveNow(baseVersion);
      } finally {
        saving.current = false;
      }
    },
    [saveNow, fileName],
  );
}
