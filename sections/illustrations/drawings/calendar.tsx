import { CHIP, Lines, Window } from '../parts.tsx';

/** The "calendar" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Calendar() {
  return (
    <>
      <Window />
      <Lines x={28} y={64} widths={[120]} height={12} className="ill-ink" />
      <rect x="360" y="58" width="92" height="24" rx="12" className="ill-brand" />
      {[0, 1, 2, 3, 4, 5, 6].map((col) => (
        <rect key={col} x={28 + col * 62} y="100" width="30" height="6" rx="3" className="ill-line" />
      ))}
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3, 4, 5, 6].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={24 + col * 62}
            y={116 + row * 56}
            width="58"
            height="52"
            rx="8"
            className="ill-cell"
          />
        )),
      )}
      {[
        [0, 0, 0],
        [2, 0, 1],
        [4, 1, 2],
        [1, 1, 3],
        [5, 2, 0],
        [3, 2, 1],
        [4, 3, 2],
        [0, 3, 0],
        [2, 2, 3],
      ].map(([col, row, tone]) => (
        <g key={`${col}-${row}`}>
          <rect x={30 + col! * 62} y={124 + row! * 56} width="46" height="18" rx="6" className={CHIP[tone!]} />
          <rect x={30 + col! * 62} y={146 + row! * 56} width="30" height="5" rx="2.5" className="ill-line" />
        </g>
      ))}
      <circle cx="416" cy="286" r="26" className="ill-brand" />
      <path
        d="M404 282a12 12 0 0 1 21-6m3 14a12 12 0 0 1-21 6M425 268v8h-8M407 304v-8h8"
        className="ill-stroke-white"
      />
    </>
  );
}
