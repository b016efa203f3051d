import { useEffect, useState } from 'react';

/**
 * A box whose content is wider than itself is a Tab stop, so keyboard users can scroll it with the arrow keys; a box
 * whose content fits is none, as a stop that neither scrolls nor does anything only slows them down. Measured again
 * whenever the box or its content changes size. Until script runs the box counts as scrolling, so a page without
 * JavaScript keeps it reachable. Give `ref` to the box and `tabIndex` to its tabIndex.
 */
export function useFocusableWhenScrolling(): { ref: (box: HTMLElement | null) => void; tabIndex: 0 | undefined } {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth));
    observer.observe(box);
    for (const content of box.children) observer.observe(content);
    return () => observer.disconnect();
  }, [box]);
  return { ref: setBox, tabIndex: scrolls ? 0 : undefined };
}
