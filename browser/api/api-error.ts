/**
 * Why a call failed, in the words the interface needs to choose its message. The server's own message is never kept:
 * it is for developers and never shown to the visitor.
 */
export type ApiFailure =
  | 'offline' // the browser has no connection
  | 'network' // the request did not reach the server or got no answer
  | 'timeout' // no answer within REQUEST_TIMEOUT_MS
  | 'http' // an answer with an error status
  | 'malformed' // an answer that is not the JSON the contract describes
  | 'rejected'; // a well-formed answer that says no (success: false)

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly failure: ApiFailure,
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
  ) {
    super(status ? `${failure} (HTTP ${status})` : failure);
  }
}

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('network');
}
