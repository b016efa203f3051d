/**
 * What the form gives back, without the empty objects it made on its own: rjsf fills an optional object field that
 * holds required fields of its own (a hero's optional picture, with its focal point) with shells as soon as any other
 * field changes, which site.json would then hold as a picture without a file. A shell is an object holding nothing but
 * shells and fields left undefined; one that was in the value before stays, since a person may be filling it in.
 */
import { isObject } from '../../site/is-object.ts';

// rjsf leaves the fields it knows of an object it made as undefined: they hold nothing either.
const isEmpty = (value: unknown): boolean => value === undefined || isShell(value);
const isShell = (value: unknown): boolean => isObject(value) && Object.values(value).every(isEmpty);

export function withoutNewShells(next: unknown, previous: unknown): unknown {
  if (Array.isArray(next)) {
    const before = Array.isArray(previous) ? previous : [];
    return next.map((item, i) => withoutNewShells(item, before[i]));
  }
  if (!isObject(next)) return next;
  const before = isObject(previous) ? previous : {};
  // Own keys only, and a new object built from entries: a field named "toString" or "__proto__" is a field like any other.
  return Object.fromEntries(
    Object.entries(next)
      .filter(([key, value]) => Object.hasOwn(before, key) || !isShell(value))
      .map(([key, value]) => [key, withoutNewShells(value, Object.hasOwn(before, key) ? before[key] : undefined)]),
  );
}
