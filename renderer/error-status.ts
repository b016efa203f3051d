/** The statuses the error view tells apart: nothing at this address, or anything else that failed. */
export const NOT_FOUND = 404;
export const DEFAULT_ERROR_STATUS = 500;
