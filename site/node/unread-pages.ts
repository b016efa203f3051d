/**
 * A page of site.json that did not change since the text a check passed (node/check-base.ts): an object that is the
 * page, parsed from its bytes only when something reads more of it than its summary (PageSummary: its route and
 * title are answered from there, and the rules ask for the rest of the summary before walking a page). A rebuild's
 * check and route table read the summaries of 20,000 pages, and parse only those it renders or whose words changed.
 */
import { withSummary, type PageSummary } from '../page-summary.ts';

/** What a page's summary answers without parsing it. */
const ANSWERED = new Set<string | symbol>(['route', 'title']);

/**
 * The page written at `bytes` (its "{" to its "}", valid JSON that a check passed), with its `summary`. Whatever reads
 * it sees the page itself: its fields, their order, JSON.stringify of it; writing to it writes to the parsed page.
 */
export function unreadPage(bytes: Buffer, summary: PageSummary): Record<string, unknown> {
  let page: Record<string, unknown> | undefined;
  // Every operation but reading the summary's fields goes to the page, parsed the first time.
  const parsed = () => (page ??= JSON.parse(bytes.toString('utf8')) as Record<string, unknown>);
  const handler: ProxyHandler<Record<string, unknown>> = {
    get: (_, name, receiver) => {
      if (!page && ANSWERED.has(name)) return summary[name as 'route' | 'title'];
      return Reflect.get(parsed(), name, receiver);
    },
    has: (_, name) => Reflect.has(parsed(), name),
    ownKeys: () => Reflect.ownKeys(parsed()),
    getOwnPropertyDescriptor: (_, name) => Reflect.getOwnPropertyDescriptor(parsed(), name),
    set: (_, name, value, receiver) => Reflect.set(parsed(), name, value, receiver),
    defineProperty: (_, name, descriptor) => Reflect.defineProperty(parsed(), name, descriptor),
    deleteProperty: (_, name) => Reflect.deleteProperty(parsed(), name),
  };
  // The proxy's own object stays empty: its fields are the parsed page's, each one configurable as JSON.parse makes it.
  return withSummary(new Proxy({}, handler), summary);
}
