/**
 * A file that is not JSON (a lost comma, a stray quote): its problem at LINE:COLUMN, and the lines around it with that
 * line marked and a caret under the column, so it can be found and fixed in a text editor.
 */
import type { LocatedProblem } from '../../site/problems.ts';
import { wording } from '../../site/problems.ts';

/** Lines shown before and after the marked one. */
const AROUND = 2;

export function BrokenFile({
  fileName,
  text,
  problem,
}: {
  fileName: string;
  text: string;
  problem: LocatedProblem | undefined;
}) {
  const lines = text.split(/\r?\n/);
  const line = Math.min(Math.max(problem?.line ?? 1, 1), lines.length);
  const first = Math.max(1, line - AROUND);
  const last = Math.min(lines.length, line + AROUND);
  const width = String(last).length;
  // The lines' common indentation is left out, so the excerpt fits the column; the caret moves with it.
  const shown = lines.slice(first - 1, last);
  const indent = Math.min(
    ...shown.filter((content) => content.trim()).map((content) => content.search(/\S/)),
    problem ? problem.column - 1 : Infinity,
  );
  const cut = Number.isFinite(indent) ? indent : 0;
  return (
    <section className="broken-file" aria-labelledby="broken-file-title">
      <h3 id="broken-file-title" className="field__problem">
        {fileName} is not valid JSON right now: fix it in a text editor first.
      </h3>
      {problem && (
        <>
          <p className="broken-file__problem">
            Line {problem.line}:{problem.column} — {wording(problem)}
          </p>
          <figure className="broken-file__excerpt">
            <figcaption>
              Lines {first} to {last} of {fileName}, line {line} marked
            </figcaption>
            {/* Focusable, so the keyboard can scroll a long line into view. */}
            <pre tabIndex={0}>
              {shown.map((content, i) => {
                const number = first + i;
                const marked = number === line;
                return (
                  <span
                    key={number}
                    className={marked ? 'broken-file__line broken-file__line--marked' : 'broken-file__line'}
                    data-line={number}
                  >
                    {`${marked ? '>' : ' '} ${String(number).padStart(width)} | ${content.slice(cut)}\n`}
                    {marked && (
                      <span aria-hidden="true">{`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, problem.column - 1 - cut))}^\n`}</span>
                    )}
                  </span>
                );
              })}
            </pre>
          </figure>
        </>
      )}
    </section>
  );
}
