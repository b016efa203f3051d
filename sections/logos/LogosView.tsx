import type { LogosSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { ResponsivePicture } from '../../renderer/ui/ResponsivePicture.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { SmartLink } from '../../renderer/ui/SmartLink.tsx';

/** The widest a logo is drawn (logos.css: a fixed height, its width following the logo's shape). */
const LOGO_SIZES = '12rem';

/**
 * Customers' logos in a row under a short heading, each named by its alt (the company's name); a logo with a link
 * is the link, which the company's name then names. Logos have transparent parts: no blurred placeholder behind them.
 */
export default function LogosView({ section }: { section: Numbered<LogosSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="logos">
      <h2 id={headingId(section.number)} className="logos__heading">
        {section.heading}
      </h2>
      <ul className="logos__list" role="list">
        {section.items.map((item, index) => {
          const logo = <ResponsivePicture image={item.logo} sizes={LOGO_SIZES} placeholder={false} />;
          return (
            <li key={`${index} ${item.logo.src}`} className="logos__item">
              {item.href ? (
                <SmartLink className="logos__link" href={item.href}>
                  {logo}
                </SmartLink>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
