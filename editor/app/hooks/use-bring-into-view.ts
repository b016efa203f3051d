/**
 * What is brought into view once drawn: the field of a problem chosen in the list gets the focus, and a section just
 * added has its fields scrolled to (the fields column scrolls; the bar with Save stays put).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Selection } from '../editor-state.ts';

export function useBringIntoView(selection: Selection) {
  const [focusPointer, setFocusPointer] = useState<string>();
  const [revealSection, setRevealSection] = useState(false);
  useEffect(() => {
    if (focusPointer === undefined) return;
    const field = document.querySelector<HTMLElement>(
      `.fields [data-pointer="${CSS.escape(focusPointer)}"] :is(input, textarea, select)`,
    );
    field?.focus();
    setFocusPointer(undefined);
  }, [focusPointer, selection]);
  useEffect(() => {
    if (!revealSection) return;
    document.querySelector('.section-fields')?.scrollIntoView({ block: 'start' });
    setRevealSection(false);
  }, [revealSection, selection]);
  /** `focusField(pointer)`: the field at `pointer` inside the form gets the focus; `revealSection()`: the added section's fields scroll into view. */
  return { focusField: setFocusPointer, revealSection: useCallback(() => setRevealSection(true), []) };
}
