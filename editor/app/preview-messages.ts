import type { PictureManifest } from '../../site/picture-outputs.ts';
import type { TextShape } from '../../site/text-shape.ts';

/** What the editor and its preview (an iframe, so the site's CSS and its widths apply as on the real site) tell each other. */
export type ToPreview = ShowMessage | { kind: 'hello' };

/** The page to draw, as the editor holds it now. */
export type ShowMessage = {
  kind: 'show';
  /** site.json's data as it stands, valid or not. */
  data: unknown;
  route: string;
  /** The section to outline (its index on the page), if one is selected. */
  section?: number;
  /** Counts the updates, so the editor knows which one the preview has drawn. */
  stamp: number;
  /** The language to draw the page in ("nl"), and which strings are its texts; the default language without them. */
  language?: string;
  texts?: TextShape | null;
  /** The product data as edited (the plans' prices and figures), which the preview's pricing shows in place of the file's. */
  product?: unknown;
  /** The sizes and formats the build makes of the page's pictures, those made so far: the others are drawn as they are. */
  pictures?: PictureManifest;
};

export type FromPreview =
  /** Said as the preview starts, and again in answer to 'hello'. */
  | { kind: 'ready' }
  | { kind: 'shown'; stamp: number }
  | { kind: 'select'; section: number }
  /** Ctrl+S (⌘S) pressed while the preview has the focus: the editor saves, as it does for the key anywhere else. */
  | { kind: 'save' };
