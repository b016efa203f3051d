/**
 * The link targets every link field offers as suggestions, one list for the whole editor. Drawn again only when a
 * target is added, removed or renamed: on a site of thousands of pages it holds thousands of entries, which a list
 * inside each field drew again at every key.
 */
import { memo, useMemo, useRef } from 'react';
import { linkTargets } from './site-paths.ts';

export const LINK_TARGETS_ID = 'link-targets';

export const LinkTargetList = memo(function LinkTargetList({ targets }: { targets: readonly string[] }) {
  return (
    <datalist id={LINK_TARGETS_ID}>
      {targets.map((target) => (
        <option key={target} value={target} />
      ))}
    </datalist>
  );
});

/** The site's link targets, the same list object for as long as they read the same (a key typed in a heading). */
export function useLinkTargets(data: unknown): readonly string[] {
  const kept = useRef<readonly string[]>([]);
  return useMemo(() => {
    const targets = linkTargets(data);
    const same = targets.length === kept.current.length && targets.every((target, i) => target === kept.current[i]);
    if (!same) kept.current = targets;
    return kept.current;
  }, [data]);
}
