/** The check's result as people and tools read it: `npm run validate` prints one, `--json` the other. */
import type { SiteCheck } from './check-site.ts';
import type { ProblemCode } from './problem-catalogue.ts';
import { languagesOf } from './languages.ts';
import { formatProblem, wording } from './problems.ts';
import { statusSentences } from './translation-status.ts';

/** One problem as tools read it (`npm run validate -- --json`). */
export interface JsonProblem {
  /** Stable, from the catalogue (problem-catalogue.ts). */
  code: ProblemCode;
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the offending value, "" for the whole file. */
  pointer: string;
  /** The place as an editor reads it: "page /pricing › section 3 (faq) › item 2 › answer". */
  path: string;
  /** The route of the page the pointer is inside, when it is inside a page. */
  page?: string;
  /** The whole sentence, hint included. */
  message: string;
  /** What to write instead, when the checker can tell (also at the end of message). */
  hint?: string;
  /** "warning" for what is worth fixing though the file is valid; absent for a problem. */
  severity?: 'warning';
}

/** The report tools read: every problem, with where it is, then every warning; an empty list when the file is valid and warns of nothing. */
export function jsonReport(name: string, check: SiteCheck): JsonProblem[] {
  return [...check.problems, ...(check.warnings ?? [])].map((problem) => ({
    code: problem.code,
    file: problem.file ?? name,
    line: problem.line,
    column: problem.column,
    pointer: problem.pointer,
    path: problem.path,
    ...(problem.page === undefined ? {} : { page: problem.page }),
    message: wording(problem),
    ...(problem.hint === undefined ? {} : { hint: problem.hint }),
    ...(problem.severity === undefined ? {} : { severity: problem.severity }),
  }));
}

/**
 * The report an editor reads: one line per problem and a closing count. Then, for a valid file or one whose only
 * problems are texts to translate, a sentence for each language with texts shown in English, still to translate
 * or to review (translation-status.ts).
 */
export function report(name: string, check: SiteCheck): string {
  const languageSentences = statusSentences(check.translationStatus ?? []);
  // Warnings come first: the closing line, which says whether the file is valid, stays the last thing to read.
  const warnings = (check.warnings ?? []).map((warning) => formatProblem(name, warning));
  const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'} above` : '';
  if (check.ok) {
    const languages = languagesOf(check.site).map((language) => language.code);
    return [
      ...warnings,
      `✓ ${name} is valid (${check.site.pages.length} pages${languages.length > 1 ? ` in ${languages.length} languages: ${languages.join(', ')}` : ''}${warned})`,
      ...languageSentences,
    ].join('\n');
  }
  const lines = check.problems.map((problem) => formatProblem(name, problem));
  const count = check.problems.length;
  const elsewhere = [...new Set(check.problems.flatMap((problem) => (problem.file ? [problem.file] : [])))];
  const where = elsewhere.length ? `${name} and ${elsewhere.join(', ')}` : name;
  return [
    ...warnings,
    ...lines,
    `✗ ${count} problem${count === 1 ? '' : 's'} in ${where}${warned}`,
    ...languageSentences,
  ].join('\n');
}
