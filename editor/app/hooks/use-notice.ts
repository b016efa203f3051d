/** The notice shown under the bar: it belongs to the moment it describes, so it goes once the data changes again. */
import { useEffect, useState } from 'react';
import type { EditorState } from '../editor-state.ts';
import type { Notice } from '../notice.ts';

export function useNotice(initial: Notice | undefined, state: EditorState) {
  const [notice, setNotice] = useState<Notice | undefined>(initial);
  useEffect(() => {
    if (notice && notice.at !== state.data && notice.at !== state.product) setNotice(undefined);
  }, [notice, state.data, state.product]);
  return [notice, setNotice] as const;
}
