/**
 * Publish and Restore, in team mode: the server merges what was published meanwhile, checks and builds the saved
 * drafts, and sends them to the site (editor/team/publish-api.ts), or makes a published version the drafts' newest
 * (history-api.ts); what it says is shown as the notice. Both act on saved work, so unsaved work is said first.
 */
import { useCallback, useState } from 'react';
import type { Notice } from '../notice.ts';

export function usePublish(
  unsaved: boolean,
  data: unknown,
  setNotice: (notice: Notice) => void,
  sayAfterServerChange: (notice: Omit<Notice, 'at'>) => Promise<void>,
) {
  const [publishing, setPublishing] = useState(false);
  /** Asks the server to act (`path`, with `body`) and says its answer, or `unreachable` when it cannot be asked. */
  const ask = useCallback(
    async (path: string, body: unknown, unreachable: string) => {
      try {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        const { message } = (await response.json()) as { message: string };
        // The act may have changed the file on disk (a merge of what was published meanwhile, a restore).
        await sayAfterServerChange({ tone: response.ok ? 'info' : 'problem', text: message });
      } catch {
        setNotice({ tone: 'problem', text: unreachable, at: data });
      }
    },
    [data, setNotice, sayAfterServerChange],
  );
  const publish = useCallback(async () => {
    if (unsaved)
      return setNotice({ tone: 'problem', text: 'Save first: Publish sends the saved work to the site.', at: data });
    setPublishing(true);
    setNotice({ tone: 'info', text: 'Publishing: the saved work is checked, built and sent to the site…', at: data });
    try {
      await ask('/api/publish', {}, 'The editor cannot be reached: nothing was published.');
    } finally {
      setPublishing(false);
    }
  }, [unsaved, data, setNotice, ask]);
  /** Restore: a published version made the drafts' newest; the editor loads it from disk (it is saved work). */
  const restore = useCallback(
    async (commit: string) => {
      if (unsaved)
        return setNotice({ tone: 'problem', text: 'Save first: Restore replaces the saved drafts.', at: data });
      await ask('/api/restore', { commit }, 'The editor cannot be reached: nothing was restored.');
    },
    [unsaved, data, setNotice, ask],
  );
  return { publish, publishing, restore };
}
