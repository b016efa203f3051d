import type { NetworkName } from '../../schemas/site.types.ts';
import { Icon } from './Icon.tsx';

/** A network's brand mark, in the text colour. Decorative: the text or label beside it names the network. */
export function BrandIcon({ network, size = 'md' }: { network: NetworkName; size?: 'md' | 'lg' }) {
  return <Icon name={network} {...(size === 'lg' ? { className: 'icon--lg' } : {})} />;
}
