import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandTwitter, type Icon } from '@tabler/icons-react';
import type { SocialLink } from '../../schemas/site.types.ts';

// Brand marks from Tabler Icons (MIT; tree-shaken, so only these four reach the bundle).
const ICONS: Record<SocialLink['network'], Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  twitter: IconBrandTwitter,
};

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  const BrandIcon = ICONS[network];
  return <BrandIcon size={22} stroke={1.75} aria-hidden="true" focusable="false" />;
}
