/**
 * The server's feature boundaries (eslint.config.js, src/server/README.md) fail the lint when
 * crossed: a feature reaching into another's internals, or the infrastructure importing a feature.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedPaths(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('server feature boundaries', () => {
  it("refuses a feature importing another feature's internals", async () => {
    const found = await restrictedPaths(
      'src/server/features/voting/probe.ts',
      "import { createOtpService } from '../codes/otp';\n\nexport const probe = createOtpService;\n",
    );
    expect(found.join('\n')).toContain(
      'features/voting may use features/codes only through its index.ts',
    );
  });

  it("accepts the same import through the other feature's index.ts", async () => {
    const found = await restrictedPaths(
      'src/server/features/voting/probe.ts',
      "import { createCodeService } from '../codes';\n\nexport const probe = createCodeService;\n",
    );
    expect(found).toEqual([]);
  });

  it('refuses the infrastructure importing a feature', async () => {
    const found = await restrictedPaths(
      'src/server/mail/probe.ts',
      "import { votingFeature } from '../features/voting/plugin';\n\nexport const probe = votingFeature;\n",
    );
    expect(found.join('\n')).toContain('The infrastructure imports no feature');
  });

  it('refuses the CLI reaching past a feature’s index.ts', async () => {
    const found = await restrictedPaths(
      'src/server/cli/probe.ts',
      "import { electionRepository } from '../features/election/repository';\n\nexport const probe = electionRepository;\n",
    );
    expect(found.join('\n')).toContain('The app and the CLI use a feature through its index.ts');
  });
});
