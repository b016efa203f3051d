import { Avatar, CheckBadge, Lines, Picture } from '../parts.tsx';

/** The "team" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Team() {
  return (
    <>
      <rect x="40" y="96" width="300" height="228" rx="18" className="ill-surface" />
      <rect x="60" y="116" width="120" height="10" rx="5" className="ill-ink" />
      <Picture x={60} y={140} width={260} height={96} className="ill-teal-soft" />
      <Lines x={60} y={252} widths={[240, 200, 150]} />
      <rect x="60" y="294" width="82" height="18" rx="9" className="ill-brand-soft" />
      <g>
        <rect x="268" y="40" width="188" height="84" rx="16" className="ill-surface" />
        <Avatar cx={298} cy={72} r={18} className="ill-accent" />
        <Lines x={326} y={62} widths={[100, 72]} gap={16} />
        <rect x="326" y="96" width="52" height="14" rx="7" className="ill-accent-soft" />
      </g>
      <g>
        <rect x="300" y="214" width="160" height="72" rx="16" className="ill-surface" />
        <Avatar cx={330} cy={250} r={18} className="ill-teal" />
        <Lines x={358} y={240} widths={[80, 56]} gap={16} />
      </g>
      <CheckBadge cx={332} cy={312} r={22} />
      <Avatar cx={62} cy={70} r={24} className="ill-brand" />
      <Avatar cx={104} cy={58} r={20} className="ill-amber" />
      <Avatar cx={140} cy={74} r={16} className="ill-teal" />
    </>
  );
}
