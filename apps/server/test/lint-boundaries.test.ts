import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries of eslint.config.js, each shown to hold: a forbidden import in the restricted area is an error,
// and the same import where it is allowed is not (so a rule that matches nothing cannot pass).
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}`);
}

const use = (specifier: string) => `import * as imported from '${specifier}';\nexport const used = imported;\n`;

describe('lint boundaries', { timeout: 180_000 }, () => {
  it('src never imports test code (server helpers, the test databases, web test set-up, db testing)', async () => {
    expect(await ruleErrors('apps/server/src/lib/probe.ts', use('../../test/helpers.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleErrors('apps/server/src/services/probe.ts', use('@kinderly/db/testing'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleErrors('apps/web/src/components/ui/probe.tsx', use('../../test/render-app.tsx'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleErrors('packages/db/src/probe.ts', use('./testing/index.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // Tests beside the code may.
    expect(await ruleErrors('apps/server/src/lib/probe.test.ts', use('../../test/helpers.ts'))).toEqual([]);
  });

  it('web lib and components never import features', async () => {
    const feature = '../features/account/api/get-user-info.ts';
    expect(await ruleErrors('apps/web/src/lib/probe.ts', use(feature))).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleErrors('apps/web/src/components/probe.tsx', use(feature))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleErrors('apps/web/src/app/probe.tsx', use(feature))).toEqual([]);
  });

  it('routes never import @kinderly/db or drizzle-orm: they call services', async () => {
    expect(await ruleErrors('apps/server/src/routes/health/probe.ts', use('@kinderly/db'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleErrors('apps/server/src/routes/health/probe.ts', use('drizzle-orm'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleErrors('apps/server/src/services/health/probe.ts', use('@kinderly/db'))).toEqual([]);
  });

  it('services never import the chat hub: the routes publish after the commit', async () => {
    const hub = '../../plugins/chat-hub.ts';
    expect(await ruleErrors('apps/server/src/services/chat/probe.ts', use(hub))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleErrors('apps/server/src/routes/chat/probe.ts', use(hub))).toEqual([]);
  });
});
