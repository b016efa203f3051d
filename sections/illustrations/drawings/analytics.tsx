import { Lines, Window } from '../parts.tsx';

/** The "analytics" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Analytics() {
  return (
    <>
      <Window />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={28 + i * 146} y="64" width="132" height="64" rx="12" className="ill-card" />
          <Lines x={42 + i * 146} y={78} widths={[54]} />
          <rect x={42 + i * 146} y="96" width={[70, 56, 64][i]} height="16" rx="5" className="ill-ink" />
          <path
            d={`M${142 + i * 146} 110l8-10 8 10`}
            className={i === 1 ? 'ill-stroke-accent' : 'ill-stroke-success'}
          />
        </g>
      ))}
      <rect x="28" y="144" width="278" height="188" rx="12" className="ill-card" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x="44" y={170 + i * 38} width="246" height="1.5" className="ill-line" />
      ))}
      <path d="M44 300C80 290 96 250 130 254s52 24 84-12 52-62 76-70V314H44z" className="ill-area" />
      <path d="M44 300C80 290 96 250 130 254s52 24 84-12 52-62 76-70" className="ill-stroke-brand ill-stroke-thick" />
      <circle cx="214" cy="242" r="7" className="ill-surface-dot" />
      <rect x="322" y="144" width="130" height="188" rx="12" className="ill-card" />
      {[92, 64, 120, 80, 140].map((height, i) => (
        <rect
          key={i}
          x={336 + i * 22}
          y={316 - height}
          width="14"
          height={height}
          rx="5"
          className={i === 4 ? 'ill-accent' : 'ill-brand-soft-strong'}
        />
      ))}
    </>
  );
}
