/**
 * Range requests, made safe for sirv. sirv reads a Range header as "start-end" only: a reversed range made it throw
 * (and the process exit), "-100" (the last 100 bytes) gave the first ones. So once the file to send is chosen (its
 * size known), the header is parsed here by range-parser and replaced by the one plain "start-end" sirv reads right:
 * - one satisfiable range, or several (answered in one part that spans them all, as RFC 9110 lets a server
 *   coalesce ranges; the files here are small pages and assets): 206 with that span;
 * - no satisfiable range (past the end, reversed): 416 with "Content-Range: bytes *\/size";
 * - not a byte-range header at all, or an If-Range (sirv's ETags are weak, and If-Range compares strongly, so it never
 *   matches): the whole file, 200.
 */
import type { IncomingMessage } from 'node:http';
import parseRange from 'range-parser';

export function normalizeRange(request: IncomingMessage, size: number): void {
  const header = request.headers.range;
  if (header === undefined) return;
  if (request.headers['if-range'] !== undefined || request.method !== 'GET') {
    delete request.headers.range;
    return;
  }
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -2 || (Array.isArray(ranges) && ranges.type !== 'bytes')) {
    delete request.headers.range;
    return;
  }
  if (ranges === -1) {
    // sirv answers 416 (with the size) to a start at or past the end.
    request.headers.range = `bytes=${size}-`;
    return;
  }
  const start = Math.min(...ranges.map((range) => range.start));
  const end = Math.max(...ranges.map((range) => range.end));
  // sirv reads an end of 0 as "to the end": the answer to "bytes=0-0" is then the whole file, labelled as such by its
  // Content-Range, which every client reads.
  request.headers.range = `bytes=${start}-${end}`;
}
