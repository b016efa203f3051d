import type { PictureSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { ResponsivePicture } from '../../renderer/ui/ResponsivePicture.tsx';
import { SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { PICTURE_SIZES } from './picture-sizes.ts';

/** A picture across the page (a screenshot) with its caption; the first section of a page loads its picture first. */
export default function PictureView({ section }: { section: Numbered<PictureSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="picture" labelled={false}>
      <figure className="picture__figure">
        <ResponsivePicture image={section.image} sizes={PICTURE_SIZES} priority={section.number === 1} />
        {section.caption && (
          <figcaption className="picture__caption">
            <InlineText text={section.caption} />
          </figcaption>
        )}
      </figure>
    </SectionShell>
  );
}
