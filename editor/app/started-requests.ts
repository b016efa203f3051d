/**
 * The requests index.html starts before the app's code has loaded (on a large site the file is the longer wait, and
 * the others would otherwise wait for the editor's first drawing). Each is taken once: a later load asks again.
 */
export type StartedRequestName = 'site' | 'schemas' | 'product' | 'pictureFiles' | 'session';

declare global {
  interface Window {
    editorRequests?: Partial<Record<StartedRequestName, Promise<Response>>>;
  }
}

export function startedRequest(name: StartedRequestName): Promise<Response> | undefined {
  const started = window.editorRequests?.[name];
  if (window.editorRequests) delete window.editorRequests[name];
  return started;
}
