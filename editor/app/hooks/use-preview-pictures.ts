/**
 * The sizes and formats the build makes of the pictures the preview shows, asked of the editor's server for the
 * pictures of the shown page whenever they change or a picture file changed on disk: the preview then draws each
 * picture as the site serves it, and until its files are made, as it is.
 */
import { useEffect, useMemo, useState } from 'react';
import { pictureSources } from '../../../site/picture-fields.ts';
import type { PictureManifest } from '../../../site/picture-outputs.ts';
import { loadPreviewPictures } from '../media-client.ts';

/**
 * How long the preview waits for the server's answer before it draws the pictures as they are. The sizes of a picture
 * the build made before are answered at once; a new one is made first (seconds for a large photo), and the page must
 * not stand still meanwhile.
 */
const PICTURE_WAIT_MS = 800;

export interface PreviewPictures {
  pictures: PictureManifest;
  /**
   * Whether the server has answered for the pictures shown now (or could not, or took longer than PICTURE_WAIT_MS):
   * until then the preview waits, rather than draw the originals (often megabytes each) and draw the page again once
   * their sizes are known.
   */
  settled: boolean;
}

export function usePreviewPictures(site: unknown, filesVersion: number): PreviewPictures {
  const [pictures, setPictures] = useState<PictureManifest>({});
  const [answeredFor, setAnsweredFor] = useState<string>();
  const asked = JSON.stringify(pictureSources(site));
  const srcs = useMemo(() => JSON.parse(asked) as string[], [asked]);
  useEffect(() => {
    if (srcs.length === 0) return;
    let current = true;
    const settle = () => setAnsweredFor(asked);
    const waited = setTimeout(settle, PICTURE_WAIT_MS);
    loadPreviewPictures(srcs).then(
      (made) => {
        if (!current) return;
        setPictures((known) => {
          const next = { ...known };
          // A picture asked for and not answered is no picture now (or its sizes could not be made): drawn as it is.
          for (const src of srcs) {
            if (made[src]) next[src] = made[src];
            else delete next[src];
          }
          return next;
        });
        settle();
      },
      () => {
        if (current) settle();
      },
    );
    return () => {
      current = false;
      clearTimeout(waited);
    };
  }, [asked, srcs, filesVersion]);
  return { pictures, settled: srcs.length === 0 || answeredFor === asked };
}
