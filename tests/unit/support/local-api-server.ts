/** Starts the local API alone on an ephemeral 127.0.0.1 port, with its message store in a fresh temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { answeringErrors, refuseTunnels } from '../../../server/answer-errors.ts';
import { createLocalApi, type LocalApiOptions } from '../../../server/api/local-api.ts';
import { DEFAULT_PRODUCT_DATA_FILE } from '../../../site/node/paths.ts';
import {
  DEFAULT_TRUSTED_PROXIES,
  DEFAULT_STORE_TIMEOUT_MS,
  type LocalApiSettings,
} from '../../../server/api/settings.ts';
import { site } from '../../site.ts';

export interface RunningApi {
  url: string;
  storeFile: string;
  logs: string[];
  stop(): Promise<void>;
}

export async function startLocalApi(
  options: { settings?: Partial<LocalApiSettings> } & Partial<Omit<LocalApiOptions, 'settings'>> = {},
): Promise<RunningApi> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'local-api-'));
  const settings: LocalApiSettings = {
    productDataFile: DEFAULT_PRODUCT_DATA_FILE,
    messageStoreFile: path.join(dir, 'messages.jsonl'),
    contactDatabaseUrl: undefined,
    storeTimeoutMs: DEFAULT_STORE_TIMEOUT_MS,
    rateLimit: { max: 1000, windowMs: 60_000, maxAddresses: 1000 },
    trustedProxies: DEFAULT_TRUSTED_PROXIES,
    smtp: undefined,
    ...options.settings,
  };
  const logs: string[] = [];
  const api = createLocalApi({ form: site.contactForm, log: (line) => logs.push(line), ...options, settings });
  const server: Server = createServer(
    answeringErrors((request, response, target) => {
      if (!api.handle(request, response, target)) response.writeHead(404).end();
    }),
  );
  refuseTunnels(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    storeFile: settings.messageStoreFile,
    logs,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
