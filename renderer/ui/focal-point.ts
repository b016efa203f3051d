/**
 * A picture's focal point (`focus`, 0 to 1 from the left and top edges) where a place crops the picture (object-fit:
 * cover): this point stays in sight. On the site it is two classes, one per axis, in whole percents, which set the
 * custom properties `object-position` reads (styles/focal-points.css, generated); the editor draws its marker at the
 * same percentages.
 */
import type { FocalPoint } from '../../schemas/site.types.ts';

/** Whole percents from 0 to 100: a step finer than a click can aim on a thumbnail. */
export const FOCUS_STEPS = 100;

/** 0.35 → "35%": a fraction as a percentage, to two decimals of a percent. */
export const percentOf = (fraction: number) => `${Number((Math.min(1, Math.max(0, fraction)) * 100).toFixed(2))}%`;

export const focusClassName = (axis: 'x' | 'y', percent: number) => `focus-${axis}-${percent}`;

/** The classes of a focal point: "focus-x-35 focus-y-20"; none without one (the middle stays in sight). */
export function focusClassesOf(focus: FocalPoint | undefined): string {
  if (!focus) return '';
  const step = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * FOCUS_STEPS);
  return `${focusClassName('x', step(focus.x))} ${focusClassName('y', step(focus.y))}`;
}
