/**
 * Where each drawing's code is, and which drawings are already here. Every drawing is its own chunk, so a page
 * downloads only the one or two it shows; the code of a page's drawings is loaded before the page is hydrated or
 * shown (see preload on Hero and Split), and before prerendering on the server (loadAllDrawings).
 */
import type { ComponentType } from 'react';
import type { IllustrationName } from '../../schemas/site.types.ts';

export type DrawingName = Exclude<IllustrationName, 'none'>;
type DrawingModule = { default: ComponentType };

const DRAWING_CODE: Record<DrawingName, () => Promise<DrawingModule>> = {
  dashboard: () => import('./drawings/dashboard.tsx'),
  calendar: () => import('./drawings/calendar.tsx'),
  repeat: () => import('./drawings/repeat.tsx'),
  analytics: () => import('./drawings/analytics.tsx'),
  team: () => import('./drawings/team.tsx'),
  library: () => import('./drawings/library.tsx'),
  assistant: () => import('./drawings/assistant.tsx'),
  channels: () => import('./drawings/channels.tsx'),
  audience: () => import('./drawings/audience.tsx'),
  document: () => import('./drawings/document.tsx'),
};

const loaded = new Map<DrawingName, ComponentType>();

/** The drawing's code (nothing for 'none'); resolves once `loadedDrawing(name)` returns it. */
export function loadDrawing(name: IllustrationName): Promise<void> {
  if (name === 'none' || loaded.has(name)) return Promise.resolve();
  return DRAWING_CODE[name]().then((module) => void loaded.set(name, module.default));
}

export function loadedDrawing(name: DrawingName): ComponentType | undefined {
  return loaded.get(name);
}

/** For the prerender: every drawing, so no page waits on one. */
export function loadAllDrawings(): Promise<void[]> {
  return Promise.all((Object.keys(DRAWING_CODE) as DrawingName[]).map(loadDrawing));
}

/** A component that loads the drawing itself: only for a render that comes before its code (a preload that failed). */
export const lazyDrawing = (name: DrawingName) => () => DRAWING_CODE[name]();
