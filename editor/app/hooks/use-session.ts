/**
 * Who is signed in, in team mode (`npm run edit -- --team`): asked once as the editor opens. On a person's own
 * machine there are no accounts: the server answers null, and nothing is shown.
 */
import { useEffect, useState } from 'react';
import { startedRequest } from '../started-requests.ts';

export interface SignedIn {
  email: string;
  role: 'editor' | 'publisher';
  /** Whether git is the store here: the published versions can be listed and restored. */
  publishing: boolean;
  /** A publisher, where publishing is set up. */
  canPublish: boolean;
}

export function useSession(): SignedIn | undefined {
  const [signedIn, setSignedIn] = useState<SignedIn>();
  useEffect(() => {
    (startedRequest('session') ?? fetch('/api/session', { cache: 'no-store' }))
      .then((response) => (response.ok ? (response.json() as Promise<SignedIn | null>) : null))
      .then(
        (session) => setSignedIn(session ?? undefined),
        () => undefined,
      );
  }, []);
  return signedIn;
}
