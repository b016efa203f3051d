/** fetch() for the two calls: a time limit, and every way of failing turned into an ApiError. */
import { ApiError } from './api-error.ts';
import { REQUEST_TIMEOUT_MS } from './constants.ts';

export async function requestJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; ok: boolean; body: unknown }> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('offline');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      ...init,
      signal: controller.signal,
      headers: { accept: 'application/json', ...init.headers },
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted) throw new ApiError('timeout');
      throw new ApiError(response.ok ? 'malformed' : 'http', response.status);
    }
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) throw new ApiError('timeout');
    throw new ApiError(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network');
  } finally {
    clearTimeout(timer);
  }
}
