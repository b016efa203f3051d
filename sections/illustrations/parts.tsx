/** Small building blocks the drawings share: an app window, rows of text bars, an avatar and a check badge. */

/** Colour classes of the coloured chips (styles/illustrations.css). */
export const CHIP = ['ill-brand', 'ill-accent', 'ill-teal', 'ill-amber'];

export function Window({
  x = 8,
  y = 8,
  width = 464,
  height = 344,
}: {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}) {
  return (
    <>
      <rect x={x} y={y} width={width} height={height} rx="18" className="ill-surface" />
      <path
        d={`M${x} ${y + 40}V${y + 18}a18 18 0 0 1 18-18h${width - 36}a18 18 0 0 1 18 18v22z`}
        className="ill-chrome"
      />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={x + 22 + i * 16} cy={y + 20} r="5" className="ill-dot" />
      ))}
    </>
  );
}

/** Text as rounded bars, one per width, stacked `gap` apart. */
export function Lines({
  x,
  y,
  widths,
  gap = 14,
  height = 7,
  className = 'ill-line',
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  height?: number;
  className?: string;
}) {
  return (
    <>
      {widths.map((width, i) => (
        <rect key={i} x={x} y={y + i * gap} width={width} height={height} rx={height / 2} className={className} />
      ))}
    </>
  );
}

export function Avatar({ cx, cy, r, className }: { cx: number; cy: number; r: number; className: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={className} />
      <circle cx={cx} cy={cy - r * 0.18} r={r * 0.34} className="ill-face" />
      <path d={`M${cx - r * 0.6} ${cy + r * 0.62}a${r * 0.6} ${r * 0.5} 0 0 1 ${r * 1.2} 0`} className="ill-face" />
    </g>
  );
}

export function CheckBadge({ cx, cy, r = 18 }: { cx: number; cy: number; r?: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className="ill-success" />
      <path d={`M${cx - r * 0.4} ${cy}l${r * 0.28} ${r * 0.3} ${r * 0.55}-${r * 0.6}`} className="ill-stroke-white" />
    </g>
  );
}

/** The four-pointed spark of the AI assistant. */
export function Spark({
  cx,
  cy,
  r,
  className = 'ill-accent',
}: {
  cx: number;
  cy: number;
  r: number;
  className?: string;
}) {
  const k = r * 0.22;
  return (
    <path
      d={`M${cx} ${cy - r}Q${cx + k} ${cy - k} ${cx + r} ${cy}Q${cx + k} ${cy + k} ${cx} ${cy + r}Q${cx - k} ${cy + k} ${cx - r} ${cy}Q${cx - k} ${cy - k} ${cx} ${cy - r}z`}
      className={className}
    />
  );
}

/** A landscape thumbnail: a sky, a sun and two hills. */
export function Picture({
  x,
  y,
  width,
  height,
  className,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  className: string;
}) {
  const base = y + height;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx="10" className={className} />
      <circle cx={x + width * 0.72} cy={y + height * 0.3} r={height * 0.12} className="ill-face" />
      <path
        d={`M${x} ${base - 10}l${width * 0.3}-${height * 0.42} ${width * 0.22} ${height * 0.25} ${width * 0.14}-${height * 0.12} ${width * 0.34} ${height * 0.29}a10 10 0 0 1-10 10h-${width - 20}a10 10 0 0 1-10-10z`}
        className="ill-hill"
      />
    </g>
  );
}
