/**
 * What every bench that runs a server does around its measurements: Ctrl-C
 * or a CI timeout stops the server before exiting, and a crash is one line
 * on standard error with the server stopped too, never a port left held.
 */
import type { RunningServer } from './next-server';

export function runBenchMain(
  name: string,
  main: () => Promise<number>,
  currentServer: () => RunningServer | undefined,
): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${name} bench: ${signal}, stopping the server`);
      void (currentServer()?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  }
  main().then(
    (code) => {
      process.exitCode = code;
    },
    async (error: unknown) => {
      await currentServer()?.stop();
      console.error(`${name} bench: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
