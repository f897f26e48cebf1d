/** Engine functions return results instead of throwing; callers decide what a failure means. */
export type Result<T> = { ok: true; value: T } | { ok: false; errors: ConfigProblem[] };

/** One problem in one config file, located as precisely as the JSON text allows. */
export interface ConfigProblem {
  file: string;
  /** JSON pointer (RFC 6901) of the offending value; "" for the whole document. */
  pointer: string;
  message: string;
  line: number;
  column: number;
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T>(errors: ConfigProblem[]): Result<T> => ({ ok: false, errors });

/** The one-line form CI and editors understand: file:line:column pointer message. */
export function formatProblem(problem: ConfigProblem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.pointer || '/'} ${problem.message}`;
}

export function compareProblems(a: ConfigProblem, b: ConfigProblem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);
}
