/**
 * GET /api/history: the published versions, newest first, with who, when and what changed in words. POST
 * /api/restore `{ "commit": "…" }`: a new version of the drafts equal to a published one, by whoever asked (nothing is
 * rewritten: every later version stays in the history); it reaches the site when a publisher publishes it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../server/api/read-body.ts';
import { sendJson } from '../../server/api/json-response.ts';
import type { GitStore } from './git-store.ts';
import type { Session } from './sessions.ts';

export const HISTORY_API_PATH = '/api/history';
export const RESTORE_API_PATH = '/api/restore';

export function historyApi(store: GitStore) {
  return {
    async history(request: IncomingMessage, response: ServerResponse): Promise<void> {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendJson(response, 405, { error: 'method', message: 'Use GET.' }, { Allow: 'GET, HEAD' });
      try {
        sendJson(response, 200, { versions: await store.history() });
      } catch (error) {
        sendJson(response, 502, {
          error: 'remote',
          message: `The published versions cannot be read from the remote: ${(error as Error).message.split('\n')[0]}`,
        });
      }
    },

    async restore(request: IncomingMessage, response: ServerResponse, session: Session): Promise<void> {
      if (request.method !== 'POST')
        return sendJson(response, 405, { error: 'method', message: 'Use POST.' }, { Allow: 'POST' });
      const body = await readBody(request, 1024);
      let commit: unknown;
      try {
        commit = body.ok ? (JSON.parse(body.text) as { commit?: unknown }).commit : undefined;
      } catch {
        commit = undefined;
      }
      if (typeof commit !== 'string' || !(await store.restore(commit, session.email)))
        return sendJson(response, 400, {
          error: 'commit',
          message: 'That is no published version: nothing was restored.',
        });
      sendJson(response, 200, {
        message: `Restored version ${commit.slice(0, 7)} into the drafts: publish it to send it to the site.`,
      });
    },
  };
}
