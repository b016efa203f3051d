import { Lines } from '../parts.tsx';

/** The "channels" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function Channels() {
  const satellites: [number, number, string][] = [
    [88, 84, 'ill-net-1'],
    [392, 80, 'ill-net-2'],
    [84, 276, 'ill-net-3'],
    [396, 280, 'ill-net-4'],
  ];
  return (
    <>
      {satellites.map(([x, y], i) => (
        <path
          key={i}
          d={`M240 180Q${(240 + x) / 2 + (i % 2 ? -30 : 30)} ${(180 + y) / 2} ${x} ${y}`}
          className="ill-link"
        />
      ))}
      <circle cx="240" cy="180" r="86" className="ill-halo" />
      <rect x="186" y="126" width="108" height="108" rx="30" className="ill-brand" />
      <path d="M222 200l18-48 18 48-18-10z" className="ill-face" />
      {satellites.map(([x, y, tone], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r="40" className="ill-surface" />
          <circle cx={x} cy={y} r="28" className={tone} />
          {/* What travels to each network: text, a photo, a document, a conversation. */}
          {i === 0 && <Lines x={x - 11} y={y - 8} widths={[22, 16, 20]} gap={7} height={3.5} className="ill-face" />}
          {i === 1 && (
            <>
              <rect x={x - 12} y={y - 10} width="24" height="20" rx="5" className="ill-face-ring" />
              <circle cx={x} cy={y} r="5" className="ill-face-ring" />
            </>
          )}
          {i === 2 && (
            <>
              <rect x={x - 12} y={y - 6} width="24" height="17" rx="3" className="ill-face-ring" />
              <path d={`M${x - 5} ${y - 6}v-5h10v5`} className="ill-face-ring" />
            </>
          )}
          {i === 3 && <path d={`M${x - 12} ${y - 9}h24v15h-12l-7 6v-6h-5z`} className="ill-face-ring" />}
        </g>
      ))}
      <g>
        <rect x="300" y="150" width="120" height="60" rx="12" className="ill-surface" />
        <rect x="312" y="162" width="36" height="36" rx="8" className="ill-accent-soft" />
        <Lines x={356} y={168} widths={[52, 36]} gap={14} />
      </g>
      <g>
        <rect x="60" y="152" width="112" height="56" rx="12" className="ill-surface" />
        <Lines x={74} y={166} widths={[84, 60]} gap={14} />
        <rect x="74" y="190" width="40" height="8" rx="4" className="ill-brand-soft-strong" />
      </g>
    </>
  );
}
