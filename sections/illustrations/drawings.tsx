/**
 * One drawing per illustration name, on a 480 × 360 canvas. Colours come from CSS classes (styles/illustrations.css),
 * so the drawings follow the design tokens.
 */
import type { ReactNode } from 'react';
import type { IllustrationName } from '../../schemas/site.types.ts';
import { Avatar, CheckBadge, Lines, Picture, Spark, Window } from './parts.tsx';

const CHIP = ['ill-brand', 'ill-accent', 'ill-teal', 'ill-amber'];

function Dashboard() {
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
          {[0, 1, 2].map((row) => (col * 3 + row) % 4 !== 1 && (
            <rect key={row} x={146 + col * 43} y={184 + row * 46} width="36" height="36" rx="8" className={(col + row) % 5 === 0 ? 'ill-brand' : CHIP[(col + row * 2) % 4] + '-soft'} />
          ))}
        </g>
      ))}
    </>
  );
}

function Calendar() {
  return (
    <>
      <Window />
      <Lines x={28} y={64} widths={[120]} height={12} className="ill-ink" />
      <rect x="360" y="58" width="92" height="24" rx="12" className="ill-brand" />
      {[0, 1, 2, 3, 4, 5, 6].map((col) => <rect key={col} x={28 + col * 62} y="100" width="30" height="6" rx="3" className="ill-line" />)}
      {[0, 1, 2, 3].map((row) => [0, 1, 2, 3, 4, 5, 6].map((col) => (
        <rect key={`${row}-${col}`} x={24 + col * 62} y={116 + row * 56} width="58" height="52" rx="8" className="ill-cell" />
      )))}
      {[[0, 0, 0], [2, 0, 1], [4, 1, 2], [1, 1, 3], [5, 2, 0], [3, 2, 1], [4, 3, 2], [0, 3, 0], [2, 2, 3]].map(([col, row, tone]) => (
        <g key={`${col}-${row}`}>
          <rect x={30 + col! * 62} y={124 + row! * 56} width="46" height="18" rx="6" className={CHIP[tone!]} />
          <rect x={30 + col! * 62} y={146 + row! * 56} width="30" height="5" rx="2.5" className="ill-line" />
        </g>
      ))}
      <circle cx="416" cy="286" r="26" className="ill-brand" />
      <path d="M404 282a12 12 0 0 1 21-6m3 14a12 12 0 0 1-21 6M425 268v8h-8M407 304v-8h8" className="ill-stroke-white" />
    </>
  );
}

function Repeat() {
  const point = (degrees: number, r = 118) => [240 + r * Math.cos((degrees * Math.PI) / 180), 180 + r * Math.sin((degrees * Math.PI) / 180)] as const;
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

function Analytics() {
  return (
    <>
      <Window />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={28 + i * 146} y="64" width="132" height="64" rx="12" className="ill-card" />
          <Lines x={42 + i * 146} y={78} widths={[54]} />
          <rect x={42 + i * 146} y="96" width={[70, 56, 64][i]} height="16" rx="5" className="ill-ink" />
          <path d={`M${142 + i * 146} 110l8-10 8 10`} className={i === 1 ? 'ill-stroke-accent' : 'ill-stroke-success'} />
        </g>
      ))}
      <rect x="28" y="144" width="278" height="188" rx="12" className="ill-card" />
      {[0, 1, 2, 3].map((i) => <rect key={i} x="44" y={170 + i * 38} width="246" height="1.5" className="ill-line" />)}
      <path d="M44 300C80 290 96 250 130 254s52 24 84-12 52-62 76-70V314H44z" className="ill-area" />
      <path d="M44 300C80 290 96 250 130 254s52 24 84-12 52-62 76-70" className="ill-stroke-brand ill-stroke-thick" />
      <circle cx="214" cy="242" r="7" className="ill-surface-dot" />
      <rect x="322" y="144" width="130" height="188" rx="12" className="ill-card" />
      {[92, 64, 120, 80, 140].map((height, i) => (
        <rect key={i} x={336 + i * 22} y={316 - height} width="14" height={height} rx="5" className={i === 4 ? 'ill-accent' : 'ill-brand-soft-strong'} />
      ))}
    </>
  );
}

function Team() {
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

function Library() {
  const tones = ['ill-brand-soft-strong', 'ill-accent-soft', 'ill-teal-soft', 'ill-amber-soft', 'ill-teal-soft', 'ill-brand-soft-strong'];
  return (
    <>
      <Window />
      {['ill-brand', 'ill-line', 'ill-line'].map((tone, i) => <rect key={i} x={28 + i * 84} y="60" width="72" height="22" rx="11" className={tone} />)}
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Picture key={i} x={28 + (i % 3) * 144} y={98 + Math.floor(i / 3) * 124} width={128} height={108} className={tones[i]!} />
      ))}
      <rect x="169" y="95" width="134" height="114" rx="12" className="ill-selected" />
      <CheckBadge cx={296} cy={104} r={14} />
      <circle cx="380" cy="276" r="22" className="ill-ink-soft" />
      <path d="M373 264v24l20-12z" className="ill-face" />
    </>
  );
}

function Assistant() {
  return (
    <>
      <rect x="24" y="40" width="340" height="250" rx="18" className="ill-surface" />
      <Avatar cx={56} cy={74} r={16} className="ill-brand" />
      <Lines x={82} y={64} widths={[110, 70]} gap={14} />
      <rect x="44" y="106" width="300" height="110" rx="12" className="ill-card" />
      <Lines x={60} y={124} widths={[250, 268, 210, 140]} gap={20} className="ill-line-strong" />
      <rect x="202" y="182" width="3" height="22" className="ill-brand" />
      {[0, 1, 2].map((i) => <rect key={i} x={44 + i * 100} y="234" width={[88, 92, 70][i]} height="30" rx="15" className={i === 0 ? 'ill-brand-soft-strong' : 'ill-chip-outline'} />)}
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

function Channels() {
  const satellites: [number, number, string][] = [[88, 84, 'ill-net-1'], [392, 80, 'ill-net-2'], [84, 276, 'ill-net-3'], [396, 280, 'ill-net-4']];
  return (
    <>
      {satellites.map(([x, y], i) => <path key={i} d={`M240 180Q${(240 + x) / 2 + (i % 2 ? -30 : 30)} ${(180 + y) / 2} ${x} ${y}`} className="ill-link" />)}
      <circle cx="240" cy="180" r="86" className="ill-halo" />
      <rect x="186" y="126" width="108" height="108" rx="30" className="ill-brand" />
      <path d="M222 200l18-48 18 48-18-10z" className="ill-face" />
      {satellites.map(([x, y, tone], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r="40" className="ill-surface" />
          <circle cx={x} cy={y} r="28" className={tone} />
          {/* What travels to each network: text, a photo, a document, a conversation. */}
          {i === 0 && <Lines x={x - 11} y={y - 8} widths={[22, 16, 20]} gap={7} height={3.5} className="ill-face" />}
          {i === 1 && <><rect x={x - 12} y={y - 10} width="24" height="20" rx="5" className="ill-face-ring" /><circle cx={x} cy={y} r="5" className="ill-face-ring" /></>}
          {i === 2 && <><rect x={x - 12} y={y - 6} width="24" height="17" rx="3" className="ill-face-ring" /><path d={`M${x - 5} ${y - 6}v-5h10v5`} className="ill-face-ring" /></>}
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

function Audience() {
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
      {[[396, 92, 22], [436, 128, 14], [372, 56, 12]].map(([cx, cy, r], i) => (
        <g key={i}>
          <circle cx={cx} cy={cy} r={r} className={i === 1 ? 'ill-teal' : 'ill-accent'} />
          <path d={`M${cx!} ${cy! + r! * 0.45}l-${r! * 0.45}-${r! * 0.42}a${r! * 0.24} ${r! * 0.24} 0 0 1 ${r! * 0.45}-${r! * 0.34}a${r! * 0.24} ${r! * 0.24} 0 0 1 ${r! * 0.45} ${r! * 0.34}z`} className="ill-face" />
        </g>
      ))}
    </>
  );
}

function DocumentDrawing() {
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

export const DRAWINGS: Record<Exclude<IllustrationName, 'none'>, () => ReactNode> = {
  dashboard: Dashboard,
  calendar: Calendar,
  repeat: Repeat,
  analytics: Analytics,
  team: Team,
  library: Library,
  assistant: Assistant,
  channels: Channels,
  audience: Audience,
  document: DocumentDrawing,
};
