/**
 * Every problem the checker finds, in the words of `npm run validate`, then what it warns of (worth fixing, though the
 * site builds); choosing one selects its field.
 */
import type { LocatedProblem } from '../../site/problems.ts';
import { wording } from '../../site/problems.ts';

interface ProblemListProps {
  problems: LocatedProblem[];
  warnings: LocatedProblem[];
  onChoose: (problem: LocatedProblem) => void;
}

export function ProblemList({ problems, warnings, onChoose }: ProblemListProps) {
  return (
    <section className="problems" aria-labelledby="problems-title">
      <h2 id="problems-title" className="panel-title">
        {problems.length === 0 ? 'No problems' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`}
      </h2>
      <Problems problems={problems} onChoose={onChoose} labelledBy="problems-title" />
      {warnings.length > 0 && (
        <>
          <h2 className="panel-title" id="warnings-title">
            {`${warnings.length} warning${warnings.length === 1 ? '' : 's'}`}: worth fixing, though the site builds
          </h2>
          <Problems problems={warnings} onChoose={onChoose} labelledBy="warnings-title" warning />
        </>
      )}
    </section>
  );
}

function Problems({
  problems,
  onChoose,
  labelledBy,
  warning = false,
}: Pick<ProblemListProps, 'problems' | 'onChoose'> & { labelledBy: string; warning?: boolean }) {
  if (problems.length === 0) return null;
  return (
    <ul className="problems__list" aria-labelledby={labelledBy}>
      {problems.map((problem, i) => (
        <li key={`${problem.pointer}-${i}`}>
          <button
            type="button"
            className={`problems__item${warning ? ' problems__item--warning' : ''}`}
            onClick={() => onChoose(problem)}
          >
            <span className="problems__place">
              {problem.path} (line {problem.line}:{problem.column})
            </span>
            <span>{wording(problem)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
