/** `npm run serve`: serves the existing dist/ and the local API on http://HOST:PORT (default 127.0.0.1:3000). */
import { existsSync } from 'node:fs';
import { defaultLocalApi, type LocalApi } from '../server/api/local-api.ts';
import { databaseLabel } from '../server/api/postgres-store.ts';
import { apiSettingsFromEnv } from '../server/api/settings.ts';
import { connectionLimitsFromEnv, type ConnectionLimits } from '../server/connection-limits.ts';
import { listenAddress } from '../server/listen-address.ts';
import { createSiteServer, pagesDirOf } from '../server/site-server.ts';
import { DIST_DIR } from '../site/node/paths.ts';

const { host, port } = listenAddress();

if (!existsSync(DIST_DIR)) {
  console.error('There is no dist/ to serve yet: run `npm run build` (or `npm start`, which builds and serves).');
  process.exit(1);
}
let api: LocalApi;
let limits: ConnectionLimits;
try {
  limits = connectionLimitsFromEnv();
  api = defaultLocalApi(pagesDirOf(DIST_DIR));
  // An unreachable database or an unwritable message file stops the start, rather than failing each message later.
  await api.ready();
} catch (error) {
  console.error(`The local API cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const server = createSiteServer({ distDir: DIST_DIR, api, limits });
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use: set PORT to another one, e.g. PORT=3001 npm run serve`
      : `Server error: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`Serving dist/ on http://${shown}:${port}  (Ctrl+C stops)`);
  console.log(`Local API: GET /api/product, POST /contact/email (messages stored in ${whereMessagesGo()})`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** The message file, or the database without its password. */
function whereMessagesGo(): string {
  const { contactDatabaseUrl, messageStoreFile } = apiSettingsFromEnv();
  return contactDatabaseUrl ? `PostgreSQL, ${databaseLabel(contactDatabaseUrl)}` : messageStoreFile;
}
