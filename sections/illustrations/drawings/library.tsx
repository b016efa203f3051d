import { CheckBadge, Picture, Window } from '../parts.tsx';

/** The "library" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Library() {
  const tones = [
    'ill-brand-soft-strong',
    'ill-accent-soft',
    'ill-teal-soft',
    'ill-amber-soft',
    'ill-teal-soft',
    'ill-brand-soft-strong',
  ];
  return (
    <>
      <Window />
      {['ill-brand', 'ill-line', 'ill-line'].map((tone, i) => (
        <rect key={i} x={28 + i * 84} y="60" width="72" height="22" rx="11" className={tone} />
      ))}
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Picture
          key={i}
          x={28 + (i % 3) * 144}
          y={98 + Math.floor(i / 3) * 124}
          width={128}
          height={108}
          className={tones[i]!}
        />
      ))}
      <rect x="169" y="95" width="134" height="114" rx="12" className="ill-selected" />
      <CheckBadge cx={296} cy={104} r={14} />
      <circle cx="380" cy="276" r="22" className="ill-ink-soft" />
      <path d="M373 264v24l20-12z" className="ill-face" />
    </>
  );
}
