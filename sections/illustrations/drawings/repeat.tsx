import { Lines, Picture } from '../parts.tsx';

/** The "repeat" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Repeat() {
  const point = (degrees: number, r = 118) =>
    [240 + r * Math.cos((degrees * Math.PI) / 180), 180 + r * Math.sin((degrees * Math.PI) / 180)] as const;
  return (
    <>
      <circle cx="240" cy="180" r="150" className="ill-halo" />
      {[0, 1, 2, 3].map((i) => {
        const [x1, y1] = point(i * 90 - 76);
        const [x2, y2] = point(i * 90 - 14);
        const [hx, hy] = point(i * 90 - 22, 132);
        const [lx, ly] = point(i * 90 - 22, 104);
        return (
          <g key={i}>
            <path d={`M${x1} ${y1}A118 118 0 0 1 ${x2} ${y2}`} className="ill-stroke-brand ill-stroke-ring" />
            <path d={`M${hx} ${hy}L${x2} ${y2}L${lx} ${ly}`} className="ill-stroke-brand ill-stroke-ring" />
          </g>
        );
      })}
      <rect x="166" y="112" width="148" height="136" rx="16" className="ill-surface" />
      <Picture x={178} y={124} width={124} height={64} className="ill-accent-soft" />
      <Lines x={178} y={202} widths={[110, 76]} gap={16} />
      {['ill-brand', 'ill-accent', 'ill-teal', 'ill-amber'].map((tone, i) => {
        const [cx, cy] = point(i * 90 - 90);
        return (
          <g key={tone}>
            <circle cx={cx} cy={cy} r="30" className={tone} />
            <rect x={cx - 12} y={cy - 10} width="24" height="22" rx="4" className="ill-face-ring" />
            <rect x={cx - 12} y={cy - 10} width="24" height="6" rx="2" className="ill-face" />
            <rect x={cx - 3 + (i - 1.5) * 5} y={cy + 2} width="6" height="6" rx="1.5" className="ill-face" />
          </g>
        );
      })}
    </>
  );
}
