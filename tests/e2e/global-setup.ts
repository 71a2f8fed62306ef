import { assertWebAppBuilt } from './support/server';

/** Stops the run with one clear line when the web app has not been built. */
export default function globalSetup(): void {
  try {
    assertWebAppBuilt();
  } catch (error) {
    console.error(`\n[e2e] ${(error as Error).message}\n`);
    process.exit(1);
  }
}
