/**
 * A JSON pointer as an editor reads it: "/pages/12/sections/2/items/1/answer" becomes
 * "page /pricing › section 3 (faq) › item 2 › answer". Pages go by their route, sections by their number and type
 * (the number the page shows), other list entries by their place counted from 1.
 */
import { pointerSteps } from './problems.ts';

const SEPARATOR = ' › ';

export function readablePath(pointer: string, data: unknown): string {
  const steps = pointerSteps(pointer);
  if (steps.length === 0) return 'the whole file';
  const parts: string[] = [];
  let value: unknown = data;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const next = steps[i + 1];
    const child = childOf(value, step);
    if (next !== undefined && Array.isArray(child) && /^\d+$/.test(next)) {
      // A list and one of its entries read as one step: "sections/2" → "section 3 (faq)".
      const entry: unknown = child[Number(next)];
      parts.push(entryName(step, Number(next), entry));
      value = entry;
      i++;
    } else {
      parts.push(step);
      value = child;
    }
  }
  return parts.join(SEPARATOR);
}

function childOf(value: unknown, step: string): unknown {
  if (Array.isArray(value)) return value[Number(step)];
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
}

function entryName(list: string, index: number, entry: unknown): string {
  const fields = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  if (list === 'pages' && typeof fields.route === 'string') return `page ${fields.route}`;
  const name = `${singular(list)} ${index + 1}`;
  if (list === 'sections' && typeof fields.type === 'string') return `${name} (${fields.type})`;
  return name;
}

/** "categories" → "category", "items" → "item"; a name that is not a plural stays as it is ("social 1"). */
function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s') && !name.endsWith('ss')) return name.slice(0, -1);
  return name;
}
