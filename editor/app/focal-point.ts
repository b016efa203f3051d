/** The focal point a click or a key sets on a picture's thumbnail: 0 to 1 from its left and top edges, to two decimals. */
import type { FocalPoint } from '../../schemas/site.types.ts';

/** How far an arrow key moves the point. */
export const FOCUS_STEP = 0.05;

const clamped = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

/** The point under a click at (clientX, clientY) on a picture drawn in `box`. */
export function focusAt(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): FocalPoint {
  return { x: clamped((clientX - box.left) / box.width), y: clamped((clientY - box.top) / box.height) };
}

const ARROWS = new Map([
  ['ArrowLeft', [-1, 0]],
  ['ArrowRight', [1, 0]],
  ['ArrowUp', [0, -1]],
  ['ArrowDown', [0, 1]],
]);

/** The point moved by an arrow key, from the middle when there was none. */
export function focusMoved(focus: FocalPoint | undefined, key: string): FocalPoint | undefined {
  const step = ARROWS.get(key);
  if (!step) return undefined;
  const from = focus ?? { x: 0.5, y: 0.5 };
  return { x: clamped(from.x + step[0]! * FOCUS_STEP), y: clamped(from.y + step[1]! * FOCUS_STEP) };
}
