/**
 * The pictures of the page on screen, as the build made them (site/picture-outputs.ts): PageView provides its page's,
 * which the page's data carries, so a picture draws the same on the server and in the browser.
 */
import { createContext, useContext } from 'react';
import type { PictureManifest, PictureOutputs } from '../site/picture-outputs.ts';

export const PicturesContext = createContext<PictureManifest>({});

/** What the build made of the picture `src`; undefined where no build made it (the dev server). */
export function usePictureOutputs(src: string): PictureOutputs | undefined {
  return useContext(PicturesContext)[src];
}
