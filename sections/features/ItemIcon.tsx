import type { IconName } from '../../schemas/site.types.ts';

/**
 * A decorative icon in a soft tile, above a card's title. The drawing is a CSS mask of styles/icons.css (generated
 * from Tabler Icons by scripts/gen-icons.ts), so it costs no JavaScript.
 */
export function ItemIcon({ name }: { name: IconName }) {
  return (
    <span className="item-icon" aria-hidden="true">
      <span className={`icon icon--${name}`} />
    </span>
  );
}
