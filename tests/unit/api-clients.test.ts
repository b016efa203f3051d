/**
 * The browser's two calls and their state: requesting while on the way, the error stored on
 * failure, the call rejecting; a 10 s time limit; an answer without products or features counts as an error.
 */
import { readFileSync } from 'node:fs';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../browser/api/api-error.ts';
import { REQUEST_TIMEOUT_MS } from '../../browser/api/constants.ts';
import { sendContactEmailAtom, sendContactEmailStateAtom } from '../../browser/state/contact.ts';
import {
  featuresAtom,
  getSubscriptionProductsAtom,
  getSubscriptionProductsStateAtom,
  productsAtom,
} from '../../browser/state/products.ts';
import { DEFAULT_PRODUCT_DATA_FILE } from '../../site/node/paths.ts';

const productData = JSON.parse(readFileSync(DEFAULT_PRODUCT_DATA_FILE, 'utf8')) as Record<string, unknown>;
const message = {
  fullName: 'Robin Example',
  email: 'robin@example.com',
  message: 'A question about plans.',
  privacyAccepted: true as const,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('getSubscriptionProducts', () => {
  it('is requesting while on its way, then stores the mapped products and features', async () => {
    const store = createStore();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const call = store.set(getSubscriptionProductsAtom);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/product', expect.anything()));
    expect(store.get(getSubscriptionProductsStateAtom)).toEqual({ requesting: true, error: null });
    answer(json(productData));
    await call;
    expect(store.get(getSubscriptionProductsStateAtom)).toEqual({ requesting: false, error: null });
    expect(store.get(productsAtom)?.map((product) => product.subscriptionPlan)).toEqual([
      'grounded',
      'lift_off',
      'orbit',
      'exosphere',
    ]);
    expect(store.get(featuresAtom)?.postsPerMonth?.orbit).toBe('unlimited');
  });

  it('stores the error and rejects when the answer has no features', async () => {
    const store = createStore();
    fetchMock.mockResolvedValue(json({ products: productData.products }));
    const error = await failureOf(store.set(getSubscriptionProductsAtom));
    expect(error.failure).toBe('malformed');
    expect(store.get(getSubscriptionProductsStateAtom)).toEqual({ requesting: false, error });
    expect(store.get(productsAtom)).toBeNull();
  });

  it('stores an HTTP error with its status', async () => {
    const store = createStore();
    fetchMock.mockResolvedValue(json({ message: 'down' }, 500));
    const error = await failureOf(store.set(getSubscriptionProductsAtom));
    expect([error.failure, error.status]).toEqual(['http', 500]);
  });

  it('counts an answer that is not JSON as malformed', async () => {
    const store = createStore();
    fetchMock.mockResolvedValue(
      new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect((await failureOf(store.set(getSubscriptionProductsAtom))).failure).toBe('malformed');
  });

  it('gives up after 10 seconds without an answer', async () => {
    vi.useFakeTimers();
    const store = createStore();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = failureOf(store.set(getSubscriptionProductsAtom));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(store.get(getSubscriptionProductsStateAtom).requesting).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).failure).toBe('timeout');
    expect(store.get(getSubscriptionProductsStateAtom).requesting).toBe(false);
  });

  it('asks once when asked twice while the first request is on its way', async () => {
    const store = createStore();
    fetchMock.mockImplementation(async () => json(productData));
    await Promise.all([store.set(getSubscriptionProductsAtom), store.set(getSubscriptionProductsAtom)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('sendContactEmail', () => {
  it('posts the message as JSON and resolves on success: true, clearing the request state', async () => {
    const store = createStore();
    fetchMock.mockResolvedValue(json({ success: true }));
    await store.set(sendContactEmailAtom, message);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/contact/email');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(message);
    expect(store.get(sendContactEmailStateAtom)).toEqual({ requesting: false, error: null });
  });

  it('rejects on success: false and ignores the server message', async () => {
    const store = createStore();
    fetchMock.mockResolvedValue(json({ success: false, message: 'Internal detail <b>x</b>' }));
    const error = await failureOf(store.set(sendContactEmailAtom, message));
    expect(error.failure).toBe('rejected');
    expect(error.message).not.toContain('Internal detail');
    expect(store.get(sendContactEmailStateAtom).error).toBe(error);
  });

  it('rejects on an HTTP error, keeping the status (429 gets its own message in the form)', async () => {
    const store = createStore();
    fetchMock.mockResolvedValue(json({ success: false }, 429));
    const error = await failureOf(store.set(sendContactEmailAtom, message));
    expect([error.failure, error.status]).toEqual(['http', 429]);
  });

  it('fails at once as offline when the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const store = createStore();
    expect((await failureOf(store.set(sendContactEmailAtom, message))).failure).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a request that never reached a server as a network failure', async () => {
    const store = createStore();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await failureOf(store.set(sendContactEmailAtom, message))).failure).toBe('network');
  });
});
