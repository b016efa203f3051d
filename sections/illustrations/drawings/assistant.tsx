import { Avatar, Lines, Spark } from '../parts.tsx';

/** The "assistant" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Assistant() {
  return (
    <>
      <rect x="24" y="40" width="340" height="250" rx="18" className="ill-surface" />
      <Avatar cx={56} cy={74} r={16} className="ill-brand" />
      <Lines x={82} y={64} widths={[110, 70]} gap={14} />
      <rect x="44" y="106" width="300" height="110" rx="12" className="ill-card" />
      <Lines x={60} y={124} widths={[250, 268, 210, 140]} gap={20} className="ill-line-strong" />
      <rect x="202" y="182" width="3" height="22" className="ill-brand" />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={44 + i * 100}
          y="234"
          width={[88, 92, 70][i]}
          height="30"
          rx="15"
          className={i === 0 ? 'ill-brand-soft-strong' : 'ill-chip-outline'}
        />
      ))}
      <rect x="300" y="150" width="156" height="132" rx="18" className="ill-brand" />
      <Spark cx={336} cy={186} r={16} className="ill-face" />
      <Lines x={320} y={218} widths={[116, 96, 110]} gap={16} className="ill-face-soft" />
      <Spark cx={420} cy={96} r={20} />
      <Spark cx={446} cy={132} r={10} className="ill-amber" />
      <rect x="120" y="306" width="244" height="40" rx="20" className="ill-surface" />
      <Lines x={140} y={322} widths={[150]} />
      <circle cx="342" cy="326" r="12" className="ill-accent" />
    </>
  );
}
