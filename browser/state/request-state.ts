/**
 * The state of one call to the local API: whether it is requesting and the error of its last attempt. "requesting" is
 * true from the request until success or error; a failed call stores its error and rejects, a successful one clears
 * the error and resolves. Each call keeps its own state beside it (products.ts, contact.ts), so a page loads the code
 * of the calls it makes and no other.
 */
import type { PrimitiveAtom, Setter } from 'jotai';
import { asApiError, type ApiError } from '../api/api-error.ts';

export interface RequestState {
  requesting: boolean;
  error: ApiError | null;
}

export const idle: RequestState = { requesting: false, error: null };

/** Runs one call with its request state kept up to date. */
export async function tracked<T>(set: Setter, state: PrimitiveAtom<RequestState>, call: () => Promise<T>): Promise<T> {
  set(state, { requesting: true, error: null });
  try {
    const result = await call();
    set(state, idle);
    return result;
  } catch (error) {
    set(state, { requesting: false, error: asApiError(error) });
    throw asApiError(error);
  }
}
