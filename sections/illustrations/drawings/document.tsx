import { Lines } from '../parts.tsx';

/** The "document" illustration (one chunk per drawing: a page downloads only the drawings it shows). */
export default function DocumentDrawing() {
  return (
    <>
      <rect x="96" y="24" width="268" height="316" rx="16" className="ill-surface" />
      <rect x="124" y="56" width="140" height="14" rx="7" className="ill-ink" />
      {[0, 1, 2].map((block) => (
        <g key={block}>
          <rect x="124" y={96 + block * 78} width="90" height="9" rx="4.5" className="ill-brand-soft-strong" />
          <Lines x={124} y={116 + block * 78} widths={[210, 196, 150]} />
        </g>
      ))}
      <path d="M356 196l52 20v40c0 36-24 58-52 70-28-12-52-34-52-70v-40z" className="ill-brand" />
      <path d="M336 258l14 14 26-30" className="ill-stroke-white ill-stroke-thick" />
    </>
  );
}
