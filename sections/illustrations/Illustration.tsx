import { lazy, Suspense, type ComponentType } from 'react';
import { lazyDrawing, loadedDrawing, type DrawingName } from './drawing-code.ts';

/** Made once per drawing, and only if a drawing is ever drawn before its code arrived. */
const lateDrawings = new Map<DrawingName, ComponentType>();
function lateDrawing(name: DrawingName): ComponentType {
  let Drawing = lateDrawings.get(name);
  if (!Drawing) lateDrawings.set(name, (Drawing = lazy(lazyDrawing(name))));
  return Drawing;
}

/**
 * Decorative drawings beside headings, as inline SVG (no image requests, no layout shift: width, height and the
 * viewBox fix the ratio). Hidden from screen readers: the heading says what matters.
 */
export function Illustration({ name }: { name: DrawingName }) {
  const Drawing = loadedDrawing(name) ?? lateDrawing(name);
  return (
    <div className={`illustration illustration--${name}`} aria-hidden="true">
      <svg viewBox="0 0 480 360" width="480" height="360" focusable="false">
        {/* A drawing still on its way keeps the prerendered one on screen (React leaves a suspended boundary's HTML). */}
        <Suspense fallback={null}>
          <Drawing />
        </Suspense>
      </svg>
    </div>
  );
}
