import { Avatar, Lines } from '../parts.tsx';

/** The "audience" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Audience() {
  return (
    <>
      <rect x="40" y="40" width="300" height="280" rx="18" className="ill-surface" />
      <path d="M40 130V58a18 18 0 0 1 18-18h264a18 18 0 0 1 18 18v72z" className="ill-brand-soft-strong" />
      <circle cx="100" cy="134" r="40" className="ill-surface" />
      <Avatar cx={100} cy={134} r={32} className="ill-amber" />
      <Lines x={152} y={150} widths={[120, 80]} gap={18} height={10} className="ill-ink" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={60 + i * 90} y="200" width="76" height="52" rx="10" className="ill-card" />
          <rect x={72 + i * 90} y="212" width={[36, 44, 30][i]} height="12" rx="4" className="ill-ink" />
          <Lines x={72 + i * 90} y={232} widths={[48]} />
        </g>
      ))}
      <rect x="60" y="270" width="120" height="32" rx="16" className="ill-brand" />
      <rect x="190" y="270" width="90" height="32" rx="16" className="ill-chip-outline" />
      <rect x="300" y="170" width="150" height="120" rx="16" className="ill-surface" />
      <path d="M318 268l26-22 22 10 28-34 36-14" className="ill-stroke-success ill-stroke-thick" />
      {[
        [396, 92, 22],
        [436, 128, 14],
        [372, 56, 12],
      ].map(([cx, cy, r], i) => (
        <g key={i}>
          <circle cx={cx} cy={cy} r={r} className={i === 1 ? 'ill-teal' : 'ill-accent'} />
          <path
            d={`M${cx!} ${cy! + r! * 0.45}l-${r! * 0.45}-${r! * 0.42}a${r! * 0.24} ${r! * 0.24} 0 0 1 ${r! * 0.45}-${r! * 0.34}a${r! * 0.24} ${r! * 0.24} 0 0 1 ${r! * 0.45} ${r! * 0.34}z`}
            className="ill-face"
          />
        </g>
      ))}
    </>
  );
}
