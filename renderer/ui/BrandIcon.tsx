import {
  IconBrandFacebook, IconBrandGoogle, IconBrandGoogleAnalytics, IconBrandInstagram, IconBrandLinkedin, IconBrandTwitter, IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import type { NetworkName } from '../../schemas/site.types.ts';

// Brand marks from Tabler Icons (MIT; tree-shaken, so only these reach the bundle).
const ICONS: Record<NetworkName, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  twitter: IconBrandTwitter,
  youtube: IconBrandYoutube,
  'google-business': IconBrandGoogle,
  'google-analytics': IconBrandGoogleAnalytics,
};

/** A network's brand icon; decorative, so the text or label beside it names the network. */
export function BrandIcon({ network, size = 22 }: { network: NetworkName; size?: number }) {
  const Mark = ICONS[network];
  return <Mark size={size} stroke={1.75} aria-hidden="true" focusable="false" />;
}
