/**
 * Where `npm run serve` (and `npm start`) and `npm run dev` listen: HOST and PORT from the environment, by default
 * 127.0.0.1:3000, this machine only. Reaching it from other machines takes HOST=0.0.0.0 (every interface).
 */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 3000;

export function listenAddress(env: Record<string, string | undefined> = process.env): { host: string; port: number } {
  return { host: env.HOST?.trim() || DEFAULT_HOST, port: Number(env.PORT?.trim() || DEFAULT_PORT) };
}
