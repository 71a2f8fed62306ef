import { nextTask } from './nextTask';

/**
 * Evaluates module files one per task, in the order given (dependencies first, as the starter
 * lists them): a chunk's evaluation is then a task of its own instead of part of one long task
 * for the whole graph (decision 145). A file that fails to load is skipped: the import that needs
 * it fails again later, where the app shows its error.
 */
export async function evaluateInTurn(
  files: readonly string[],
  importModule: (file: string) => Promise<unknown>,
): Promise<void> {
  for (const file of files) {
    try {
      await importModule(file);
    } catch {
      // see above
    }
    await nextTask();
  }
}
