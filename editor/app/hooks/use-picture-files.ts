/**
 * What each picture file holds, asked of the editor's server as the editor opens and again every few seconds, so the
 * live check sees a picture added (in the editor, or put into media/ by hand), replaced or removed as `npm run validate`
 * would, and at once when a picture was added here. The checker hears of them only when they changed: each time costs it
 * a check. The preview asks again then.
 */
import { useEffect, useState } from 'react';
import type { Checker } from '../checker.ts';
import { loadPictureFiles, onPictureAdded } from '../media-client.ts';

/** How often the editor asks again what the picture files hold. */
const PICTURE_FILES_CHECK_MS = 2000;

/** Returns a count of the changes of the picture files seen, for what draws pictures to ask again. */
export function usePictureFiles(checker: Checker): number {
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    let told = '';
    // Answers can come back out of order (a slow disk): one asked before another never replaces it.
    let asked = 0;
    let applied = 0;
    const ask = () => {
      const question = ++asked;
      return loadPictureFiles().then(
        (files) => {
          if (question < applied) return;
          applied = question;
          const now = JSON.stringify(files);
          if (now === told) return;
          // The first answer is what the preview asked with already; a later one is a change it must ask again for.
          if (told !== '') setChanges((count) => count + 1);
          told = now;
          checker.setPictureFiles(files);
        },
        () => undefined,
      );
    };
    void ask();
    const timer = setInterval(ask, PICTURE_FILES_CHECK_MS);
    // A picture added here is known to the check before its field names it: a save at once finds it.
    const stopListening = onPictureAdded(ask);
    return () => {
      clearInterval(timer);
      stopListening();
    };
  }, [checker]);
  return changes;
}
