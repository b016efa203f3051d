import type { IconName } from '../../schemas/site.types.ts';
import { Icon } from '../../renderer/ui/Icon.tsx';

/** A decorative icon in a soft tile, above a card's title. */
export function ItemIcon({ name }: { name: IconName }) {
  return (
    <span className="item-icon" aria-hidden="true">
      <Icon name={name} />
    </span>
  );
}
