import type { ConfigProblem } from '@/engine/result';
import styles from './config-problems.module.css';

/** Development only: the validator's messages over the last valid version of the page, instead of a broken page. */
export function ConfigProblemsOverlay({ problems }: { problems: readonly ConfigProblem[] }) {
  return (
    <aside
      role="alert"
      aria-labelledby="config-problems-title"
      className={styles.overlay}
      data-config-problems={problems.length}
    >
      <h2 id="config-problems-title" className={styles.title}>
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`} in the page configs: showing the last
        valid version
      </h2>
      <ol className={styles.list}>
        {problems.map((problem) => {
          const location = `${problem.file}:${problem.line}:${problem.column}`;
          return (
            <li key={`${location} ${problem.message}`} className={styles.problem} data-problem-location={location}>
              <code className={styles.location}>{location}</code>{' '}
              <code className={styles.pointer}>{problem.pointer || '/'}</code> <span>{problem.message}</span>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
