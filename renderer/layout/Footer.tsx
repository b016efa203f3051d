import type { Brand, Footer as FooterConfig } from '../../schemas/site.types.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { SocialIcon } from './SocialIcon.tsx';

export function Footer({
  footer,
  brand,
  navigationLabel,
}: {
  footer: FooterConfig;
  brand: Brand;
  navigationLabel: string;
}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="brand">
            <span className="brand__mark" aria-hidden="true" />
            <span className="brand__name">{brand.name}</span>
          </p>
          <p className="site-footer__tagline">{brand.tagline}</p>
          <ul className="social" role="list">
            {footer.social.map((link) => (
              <li key={link.network}>
                <a href={link.href} rel="noopener noreferrer" aria-label={link.label} className="social__link">
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__groups" aria-label={navigationLabel}>
          {footer.groups.map((group) => (
            <div key={group.title} className="site-footer__group">
              <h2 className="site-footer__title">{group.title}</h2>
              <ul role="list">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p>{footer.copyright}</p>
        {footer.legal.length > 0 && (
          <ul className="site-footer__legal" role="list">
            {footer.legal.map((link) => (
              <li key={link.label}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
