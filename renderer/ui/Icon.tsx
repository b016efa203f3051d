import type { IconName, NetworkName } from '../../schemas/site.types.ts';
// Always a file of its own (never inlined as a data: address, which <use> does not draw): fetched once, then cached.
import sprite from './icons.svg?url&no-inline';

/**
 * An icon of renderer/ui/icons.svg (generated from Tabler Icons by scripts/gen-icons.ts), drawn by <use> of that one
 * file in the text colour. Decorative: the words beside it say what it means.
 */
export function Icon({ name, className }: { name: IconName | NetworkName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
