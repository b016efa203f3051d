/**
 * A notice says what happened to one version of the data ("Saved", "Not saved: …", "Moved …"); `at` is that version,
 * so the notice goes once the data is another.
 */
export type Notice = { tone: 'info' | 'problem'; text: string; at: unknown };
