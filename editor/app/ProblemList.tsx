/** Every problem the checker finds, in the words of `npm run validate`; choosing one selects its field. */
import type { LocatedProblem } from '../../site/problems.ts';
import { wording } from '../../site/problems.ts';

export function ProblemList({
  problems,
  onChoose,
}: {
  problems: LocatedProblem[];
  onChoose: (problem: LocatedProblem) => void;
}) {
  return (
    <section className="problems" aria-labelledby="problems-title">
      <h2 id="problems-title" className="panel-title">
        {problems.length === 0 ? 'No problems' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`}
      </h2>
      {problems.length > 0 && (
        <ul className="problems__list">
          {problems.map((problem, i) => (
            <li key={`${problem.pointer}-${i}`}>
              <button type="button" className="problems__item" onClick={() => onChoose(problem)}>
                <span className="problems__place">
                  {problem.path} (line {problem.line}:{problem.column})
                </span>
                <span>{wording(problem)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
