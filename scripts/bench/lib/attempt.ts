/** Runs one measurement; a failure is recorded against its route instead of losing the rest of the run. */
export async function attempt<T>(what: string, measure: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  ${what}: ${message}`);
    return { error: message };
  }
}
