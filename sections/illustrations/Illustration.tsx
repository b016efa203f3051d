import type { IllustrationName } from '../../schemas/site.types.ts';
import { DRAWINGS } from './drawings.tsx';

type Name = Exclude<IllustrationName, 'none'>;

/**
 * Decorative drawings beside headings, as inline SVG (no image requests, no layout shift: width, height and the
 * viewBox fix the ratio). Hidden from screen readers: the heading says what matters.
 */
export function Illustration({ name }: { name: Name }) {
  const Drawing = DRAWINGS[name];
  return (
    <div className={`illustration illustration--${name}`} aria-hidden="true">
      <svg viewBox="0 0 480 360" width="480" height="360" focusable="false">
        <Drawing />
      </svg>
    </div>
  );
}
