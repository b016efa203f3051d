/**
 * The one reading of a request's target for every server of the project (the static site, the local API, the
 * editor). A target is read as a path on this server, whatever it looks like: "//evil.example/x" is the path
 * "//evil.example/x", never a host; an absolute form ("GET http://host/x", which HTTP/1.1 servers must accept) gives
 * its path. What cannot be read as a path ("*", "host:443", bytes no URL holds) is undefined: the caller answers 400.
 */
export interface RequestTarget {
  /** Starts with "/", percent-encodings kept as sent, dot segments resolved ("/a/../b" is "/b"). */
  pathname: string;
  /** "" or "?…", as sent. */
  search: string;
}

/** "http://host" or "https://host" at the start of an absolute-form target, the host ending at the first "/", "?" or "#". */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

export function requestTargetOf(target: string | undefined): RequestTarget | undefined {
  if (target === undefined) return undefined;
  const pathAndQuery = ABSOLUTE_FORM.test(target) ? target.replace(ABSOLUTE_FORM, '') || '/' : target;
  if (!pathAndQuery.startsWith('/')) return undefined;
  try {
    // Behind a fixed origin, a target starting with "/" can only be read as a path: its host is already "site".
    const { pathname, search } = new URL(`http://site${pathAndQuery}`);
    return { pathname, search };
  } catch {
    return undefined;
  }
}
