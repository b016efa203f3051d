import { CHIP, Lines, Window } from '../parts.tsx';

/** The "dashboard" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Dashboard() {
  return (
    <>
      <Window />
      <path d="M8 48h104v304H26a18 18 0 0 1-18-18z" className="ill-canvas" />
      <rect x="24" y="64" width="28" height="28" rx="8" className="ill-brand" />
      <Lines x={24} y={112} widths={[64, 52, 70, 46, 58]} gap={22} />
      <rect x="24" y="108" width="72" height="16" rx="8" className="ill-brand-soft" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={132 + i * 110} y="64" width="96" height="72" rx="12" className="ill-card" />
          <Lines x={146 + i * 110} y={78} widths={[40]} />
          <rect x={146 + i * 110} y="94" width={[52, 38, 46][i]} height="14" rx="5" className={CHIP[i]} />
          <path d={`M${146 + i * 110} 126l14-6 14 4 14-10 14 2 12-8`} className="ill-stroke-brand" />
        </g>
      ))}
      <rect x="132" y="152" width="316" height="180" rx="12" className="ill-card" />
      {[0, 1, 2, 3, 4, 5, 6].map((col) => (
        <g key={col}>
          <rect x={146 + col * 43} y="166" width="30" height="6" rx="3" className="ill-line" />
          {[0, 1, 2].map(
            (row) =>
              (col * 3 + row) % 4 !== 1 && (
                <rect
                  key={row}
                  x={146 + col * 43}
                  y={184 + row * 46}
                  width="36"
                  height="36"
                  rx="8"
                  className={(col + row) % 5 === 0 ? 'ill-brand' : CHIP[(col + row * 2) % 4] + '-soft'}
                />
              ),
          )}
        </g>
      ))}
    </>
  );
}
