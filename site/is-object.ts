/** A JSON object: not null, not a list. What the checker asks of a value before reading its fields. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
