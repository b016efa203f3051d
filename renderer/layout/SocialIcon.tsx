import type { SocialLink } from '../../schemas/site.types.ts';
import { BrandIcon } from '../ui/BrandIcon.tsx';

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return <BrandIcon network={network} />;
}
