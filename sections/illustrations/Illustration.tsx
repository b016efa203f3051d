import type { HeroSection } from '../../schemas/site.types.ts';

type Name = Exclude<NonNullable<HeroSection['illustration']>, 'none'>;

/**
 * Decorative drawings beside hero headings, as inline SVG (no image requests, no layout shift: the viewBox fixes the
 * ratio). Hidden from screen readers: the heading says what matters.
 */
export function Illustration({ name }: { name: Name }) {
  return (
    <div className={`illustration illustration--${name}`} aria-hidden="true">
      <svg viewBox="0 0 480 360" width="480" height="360" focusable="false">
        <rect x="8" y="8" width="464" height="344" rx="20" className="ill-surface" />
        <rect x="8" y="8" width="464" height="44" rx="20" className="ill-bar" />
        <circle cx="36" cy="30" r="6" className="ill-dot" />
        <circle cx="56" cy="30" r="6" className="ill-dot" />
        <circle cx="76" cy="30" r="6" className="ill-dot" />
        {[0, 1, 2, 3, 4].map((col) => (
          <g key={col}>
            <rect x={32 + col * 86} y="72" width="72" height="14" rx="7" className="ill-muted" />
            {[0, 1, 2].map((row) => (
              <rect key={row} x={32 + col * 86} y={100 + row * 76} width="72" height="62" rx="10"
                className={(col + row) % 3 === 0 ? 'ill-accent' : (col + row) % 3 === 1 ? 'ill-accent-2' : 'ill-card'} />
            ))}
          </g>
        ))}
      </svg>
    </div>
  );
}
