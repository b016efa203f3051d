/**
 * What the build made of each picture of the site (scripts/build/pictures.ts), as the pages draw it: the files at
 * each width and format, the source's size for the aspect ratio, and a tiny blurred copy shown while the file loads.
 * Plain data: the build hands it to the prerender beside the site, and each page's data carries its own pictures'.
 */

/** The folder of picture files, in the project ("media/NAME.png" in site.json) and in the built site ("/media/…"). */
export const MEDIA_FOLDER = 'media';

/**
 * The widths the build makes a picture at: a phone at 1x and at 2x, a tablet or a laptop at 2x, a wide screen at
 * 1.25x the content's width. The widest is also the most pixels across a place ever asks of a picture.
 */
export const PICTURE_WIDTHS = [480, 720, 960, 1440];

/** The formats the build writes, best first: a browser takes the first it knows. */
export type PictureFormat = 'avif' | 'webp' | 'png' | 'jpeg' | 'gif' | 'svg';

export interface PictureFile {
  format: PictureFormat;
  /** Its width in pixels. */
  width: number;
  /** Its address on the site ("/media/calendar-960.3f9a1c2b7d.avif"). */
  url: string;
}

export interface PictureOutputs {
  /** The source's size in pixels, upright: the drawn picture keeps its aspect ratio before it loads. */
  width: number;
  height: number;
  /** The format every browser shows, which the <img> itself names; the others are offered before it. */
  fallback: PictureFormat;
  files: PictureFile[];
  /** A data: URL of a picture some 16 pixels wide, blurred, shown until the file arrives; none for a drawing (SVG). */
  placeholder?: string;
}

/** Each picture of the site by its `src` as site.json writes it ("media/calendar.png"). */
export type PictureManifest = Record<string, PictureOutputs>;
