/**
 * A real HTTP request to a server of the project on 127.0.0.1, addressed to `localhost:PORT` unless the headers say
 * otherwise (fetch cannot choose the Host header, which the editor's guard reads).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface HostRequest {
  port: number;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function hostRequest({ port, method = 'GET', path, headers = {}, body }: HostRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method, path, agent: false, headers: { host: `localhost:${port}`, ...headers } },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    // A refused upload may be cut off while it is still being sent; only an error before any answer counts.
    outgoing.on('error', (error) => answered || reject(error));
    outgoing.end(body);
  });
}
