/**
 * The product data, for the plans and prices: its file (name, the text and version on disk, how it is written) is held
 * here, its data in the editor's state. Without it (no file, unreadable) the rest of the editor works as ever. Figures
 * changed and not saved are kept in the browser, and the live check compares the facts with them, as a save would.
 */
import { useEffect, useMemo, useState, type Dispatch, type RefObject } from 'react';
import { loadProductData } from '../api.ts';
import type { Checker } from '../checker.ts';
import { keepProductDraft, readProductDraft } from '../draft-storage.ts';
import { hasUnsavedProduct, type EditorAction, type EditorState } from '../editor-state.ts';
import { holdProductData, productDataForCheck, siteFollowing, type HeldProductData } from '../plans.ts';

export function useProductData(
  checker: Checker,
  state: EditorState,
  dispatch: Dispatch<EditorAction>,
  current: RefObject<EditorState>,
) {
  const [heldProduct, setHeldProduct] = useState<HeldProductData>();
  useEffect(() => {
    loadProductData().then(
      (file) => {
        const held = holdProductData(file);
        setHeldProduct(held);
        dispatch({ type: 'product', product: held.data });
        // Figures changed and not saved on an earlier visit come back, with the facts that follow them.
        const kept = readProductDraft(file.version);
        if (kept !== undefined && held.data !== undefined)
          dispatch({ type: 'edit', data: siteFollowing(current.current.data, kept), product: kept });
      },
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!heldProduct) return;
    keepProductDraft(
      hasUnsavedProduct(state) ? { baseVersion: heldProduct.saved.version, product: state.product } : undefined,
    );
  }, [heldProduct, state]);
  const productForCheck = useMemo(
    () => (heldProduct ? productDataForCheck({ ...heldProduct, data: state.product }) : undefined),
    [heldProduct, state.product],
  );
  useEffect(() => checker.setProductData(productForCheck), [checker, productForCheck]);
  return { heldProduct, setHeldProduct };
}
