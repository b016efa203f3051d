import type { SplitSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { SmartLink } from '../../renderer/ui/SmartLink.tsx';
import { Illustration } from '../illustrations/Illustration.tsx';
import { loadDrawing } from '../illustrations/drawing-code.ts';

/** One feature in detail: copy and checked points beside a drawing, the drawing on the side the editor chose. */
export function Split({ section }: { section: Numbered<SplitSection> }) {
  const side = section.mediaSide ?? 'end';
  return (
    <SectionShell number={section.number} id={section.id} className={`split split--media-${side}`}>
      <div className="split__copy">
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h2 id={headingId(section.number)}>{section.heading}</h2>
        <p className="split__text"><InlineText text={section.text} /></p>
        {section.points && (
          <ul className="checklist" role="list">
            {section.points.map((point, i) => <li key={i}><InlineText text={point} /></li>)}
          </ul>
        )}
        {section.link && <SmartLink className="text-link" href={section.link.href}>{section.link.label}</SmartLink>}
      </div>
      {section.illustration !== 'none' && <Illustration name={section.illustration} />}
    </SectionShell>
  );
}

/** Its entry in the registry: the component, and its drawing, whose code arrives apart. */
export const entry = { component: Split, preload: (section: SplitSection) => loadDrawing(section.illustration) };
