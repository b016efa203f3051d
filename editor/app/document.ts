/**
 * site.json's data as the editor holds it: plain JSON values that are never changed in place. An edit makes a new
 * value that shares every untouched part with the old one, so an edit costs the depth of what changed, not the size
 * of the site, undo keeps whole versions for the price of their differences, and what changed between two versions
 * is found by following only the parts that are not the same object.
 */
import { isObject } from '../../site/is-object.ts';

export { isObject };

export type Path = readonly (string | number)[];

/** One difference between two versions: a value set at a path (undefined: removed), or entries of a list replaced. */
export type Change = { path: Path; value: unknown } | { path: Path; index: number; remove: number; insert: unknown[] };

export function getIn(data: unknown, path: Path): unknown {
  let node = data;
  for (const step of path) {
    if (Array.isArray(node) && typeof step === 'number') node = node[step];
    else if (isObject(node)) node = Object.hasOwn(node, step) ? node[step] : undefined;
    else return undefined;
  }
  return node;
}

/**
 * `data` with the value at `path` set; undefined removes it (an object's key, or a list's entry). Missing objects on
 * the way are made. A key keeps its place among its neighbours; a new key comes last.
 */
export function setIn(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(data) && typeof step === 'number') {
    const next = rest.length === 0 ? value : setIn(data[step], rest, value);
    if (next === data[step] && step < data.length) return data;
    const copy = data.slice();
    if (next === undefined && rest.length === 0) copy.splice(step, 1);
    else copy[step] = next;
    return copy;
  }
  const object = isObject(data) ? data : {};
  const key = String(step);
  const current = Object.hasOwn(object, key) ? object[key] : undefined;
  const next = rest.length === 0 ? value : setIn(current, rest, value);
  if (next === current && (next !== undefined || !Object.hasOwn(object, key)) && object === data) return data;
  const copy: Record<string, unknown> = { ...object };
  // A key named "__proto__" is an ordinary key of the file: defined, never assigned (which would set the prototype).
  if (next === undefined) delete copy[key];
  else Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** `data` with the list at `path` having `remove` entries replaced by `insert` at `index`. */
export function spliceIn(
  data: unknown,
  path: Path,
  index: number,
  remove: number,
  insert: readonly unknown[],
): unknown {
  const list = getIn(data, path);
  const copy = Array.isArray(list) ? list.slice() : [];
  copy.splice(index, remove, ...insert);
  return setIn(data, path, copy);
}

export const insertIn = (data: unknown, path: Path, index: number, value: unknown) =>
  spliceIn(data, path, index, 0, [value]);

export function moveIn(data: unknown, path: Path, from: number, to: number): unknown {
  const list = getIn(data, path);
  if (!Array.isArray(list) || from === to) return data;
  const copy = list.slice();
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return setIn(data, path, copy);
}

/** Two JSON values that say the same: the same object, or equal all the way down (keys in any order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
    );
  }
  return false;
}

/**
 * What changed from `before` to `after`, as few and as small changes as it can tell cheaply: parts that are the same
 * object are skipped at once, a list that grew or shrank is one splice between the entries it kept at both ends.
 */
export function changesBetween(before: unknown, after: unknown, path: Path = []): Change[] {
  if (before === after) return [];
  if (isObject(before) && isObject(after)) {
    const changes: Change[] = [];
    for (const key of Object.keys(before))
      if (!Object.hasOwn(after, key)) changes.push({ path: [...path, key], value: undefined });
    for (const key of Object.keys(after)) {
      if (!Object.hasOwn(before, key)) changes.push({ path: [...path, key], value: after[key] });
      else if (before[key] !== after[key]) changes.push(...changesBetween(before[key], after[key], [...path, key]));
    }
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      // Entries that are the same object are passed over without a step: a list of thousands of pages costs little.
      const changes: Change[] = [];
      for (let i = 0; i < after.length; i++)
        if (before[i] !== after[i]) changes.push(...changesBetween(before[i], after[i], [...path, i]));
      return changes;
    }
    let start = 0;
    while (start < before.length && start < after.length && sameJson(before[start], after[start])) start++;
    let end = 0;
    while (
      end < before.length - start &&
      end < after.length - start &&
      sameJson(before[before.length - 1 - end], after[after.length - 1 - end])
    )
      end++;
    return [
      { path, index: start, remove: before.length - start - end, insert: after.slice(start, after.length - end) },
    ];
  }
  return sameJson(before, after) ? [] : [{ path, value: after }];
}

export function applyChanges(data: unknown, changes: readonly Change[]): unknown {
  return changes.reduce<unknown>(
    (next, change) =>
      'index' in change
        ? spliceIn(next, change.path, change.index, change.remove, change.insert)
        : setIn(next, change.path, change.value),
    data,
  );
}

/**
 * `after` written over `before` the way a person reads the change: keys keep their order in the file (a form may give
 * them in another), keys set to undefined are removed, and every part that says the same as before stays the very
 * same object, so the change is no larger than what was typed.
 */
export function merged(before: unknown, after: unknown): unknown {
  if (sameJson(before, after)) return before;
  if (isObject(before) && isObject(after)) {
    const result: Record<string, unknown> = {};
    const put = (key: string, value: unknown) =>
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
    for (const key of Object.keys(before))
      if (Object.hasOwn(after, key) && after[key] !== undefined) put(key, merged(before[key], after[key]));
    for (const key of Object.keys(after))
      if (!Object.hasOwn(before, key) && after[key] !== undefined) put(key, after[key]);
    return result;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.map((item, i) => merged(before[i], item));
  return after;
}
