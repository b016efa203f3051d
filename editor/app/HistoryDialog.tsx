/**
 * The published versions of the site, newest first, in a modal dialog: who published each, when, and what changed in
 * words (editor/team/history-api.ts). Restore makes a new version of the drafts equal to one of them; nothing is
 * rewritten, and it reaches the site once published.
 */
import { useEffect, useState } from 'react';
import { ModalDialog } from './ModalDialog.tsx';

interface PublishedVersion {
  commit: string;
  author: string;
  date: string;
  words: string;
}

type Listing =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; versions: PublishedVersion[] };

const when = (date: string) => new Date(date).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function HistoryDialog({ onRestore, onClose }: { onRestore: (commit: string) => void; onClose: () => void }) {
  const [listing, setListing] = useState<Listing>({ state: 'loading' });

  useEffect(() => {
    let open = true;
    fetch('/api/history', { cache: 'no-store' })
      .then(async (response) => {
        const answer = (await response.json()) as { versions?: PublishedVersion[]; message?: string };
        if (!open) return;
        if (response.ok && answer.versions) setListing({ state: 'loaded', versions: answer.versions });
        else setListing({ state: 'failed', message: answer.message ?? `HTTP ${response.status}` });
      })
      .catch(() => open && setListing({ state: 'failed', message: 'the editor cannot be reached.' }));
    return () => {
      open = false;
    };
  }, []);

  return (
    <ModalDialog title="Published versions" titleId="history-title" className="media-library history" onClose={onClose}>
      {listing.state === 'loading' && <p role="status">Reading the published versions…</p>}
      {listing.state === 'failed' && (
        <p className="field__problem" role="alert">
          The published versions could not be read: {listing.message}
        </p>
      )}
      {listing.state === 'loaded' && (
        <ol className="history__list" aria-label="Published versions, newest first">
          {listing.versions.map((version, i) => (
            <li key={version.commit} className="history__version">
              <p className="history__words">{version.words}</p>
              <p className="history__facts">
                {version.author}, {when(version.date)} · version {version.commit.slice(0, 7)}
              </p>
              {i > 0 && (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => onRestore(version.commit)}
                  aria-label={`Restore version ${version.commit.slice(0, 7)}: ${version.words}`}
                >
                  Restore
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
