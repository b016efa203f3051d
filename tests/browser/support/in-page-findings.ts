/**
 * What an accessibility engine run inside the page reports, in one shape for every engine: failures fail the test;
 * notes (warnings, possible problems, recommendations) are listed in the output for a person to look at.
 */
export interface Finding {
  /** The engine's name for the rule or technique, with the level it reported ("potential violation"). */
  rule: string;
  /** What the engine says about this element. */
  message: string;
  /** The element, as the opening tag of its HTML, cut short. */
  where: string;
}

export interface Findings {
  failures: Finding[];
  notes: Finding[];
}

/** An element's opening tag, at most this many characters: enough to find it in the page. */
export const SNIPPET_LENGTH = 100;
