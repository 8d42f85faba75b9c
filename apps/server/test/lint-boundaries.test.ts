import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of ARCHITECTURE.md are enforced by ESLint (eslint.config.js, BOUNDARIES): each
 * rule is shown refusing a bad import, and letting the good one through, on code placed where
 * the rule applies.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('architecture boundaries are enforced by lint', () => {
  it('a feature uses another feature only through its index.ts', async () => {
    const file = 'apps/web/src/features/clients/components/x.tsx';
    expect(
      await boundaryErrors(
        file,
        "import { InstitutionCombobox } from '../../institutions/components/institution-combobox';\nexport const x = InstitutionCombobox;\n",
      ),
    ).toEqual([expect.stringContaining("through its index.ts ('../../lines')")]);
    expect(
      await boundaryErrors(
        file,
        "import { InstitutionCombobox } from '../../institutions';\nimport { clientKeys } from '../api/client-keys';\nexport const x = [InstitutionCombobox, clientKeys];\n",
      ),
    ).toEqual([]);
  });

  it('the web lib/ and components/ never import a feature or the app', async () => {
    for (const file of ['apps/web/src/lib/x.ts', 'apps/web/src/components/ui/x.tsx']) {
      const up = file.includes('/ui/') ? '../../' : '../';
      expect(
        await boundaryErrors(
          file,
          `import { lineKeys } from '${up}features/lines';\nexport const x = lineKeys;\n`,
        ),
        file,
      ).toEqual([expect.stringContaining('never import a feature or the app')]);
    }
  });

  it('the server lib/ never imports modules/ or plugins/', async () => {
    const file = 'apps/server/src/lib/x.ts';
    for (const from of ['../modules/users/user.service', '../plugins/access']) {
      expect(
        await boundaryErrors(file, `import { a } from '${from}';\nexport const x = a;\n`),
        from,
      ).toEqual([expect.stringContaining('lib/ is below modules and plugins')]);
    }
    expect(
      await boundaryErrors(
        file,
        "import { AppError } from './app-error';\nexport const x = AppError;\n",
      ),
    ).toEqual([]);
  });

  it('server code never imports the repository scripts', async () => {
    for (const file of ['apps/server/src/ops/x.ts', 'apps/server/src/lib/x.ts']) {
      expect(
        await boundaryErrors(
          file,
          "import { freePort } from '../../../../scripts/lib/net.mjs';\nexport const x = freePort;\n",
        ),
        file,
      ).toEqual([expect.stringContaining('does not import the repository scripts')]);
    }
  });

  it('packages/shared does no I/O', async () => {
    const file = 'packages/shared/src/x.ts';
    for (const code of [
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      "import pg from 'pg';\nexport const x = pg;\n",
      "export const x = () => fetch('/api/line');\n",
      "export const x = () => localStorage.getItem('user');\n",
    ]) {
      expect(await boundaryErrors(file, code), code).toEqual([
        expect.stringContaining('packages/shared does no I/O'),
      ]);
    }
    expect(
      await boundaryErrors(file, "import { z } from './zod';\nexport const x = z.string();\n"),
    ).toEqual([]);
  });
  it('the sign-in page (the entry bundle) imports only React and the light files', async () => {
    const entryErrors = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return result!.messages
        .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((m) => m.message);
    };
    const file = 'apps/web/src/features/auth/components/sign-in-form.tsx';
    for (const from of [
      'react-router',
      '@tanstack/react-query',
      'react-hook-form',
      'react-hot-toast',
      'zod',
      '@taller/shared',
      '../../../lib/api-client',
      '../../../lib/use-zod-form',
    ]) {
      expect(
        await entryErrors(file, `import { a } from '${from}';\nexport const x = a;\n`),
        from,
      ).toEqual([expect.stringContaining('The sign-in page is the entry bundle')]);
    }
    expect(
      await entryErrors(
        file,
        "import { useState } from 'react';\nimport type { LoginResult } from '@taller/shared/auth/auth.schema';\nimport { checkLogin } from '@taller/shared/auth/login-check';\nimport { saveSession } from '../../../lib/session';\nimport { AuthCard } from './auth-card';\nexport const x = [useState, checkLogin, saveSession, AuthCard];\nexport type R = LoginResult;\n",
      ),
    ).toEqual([]);
  });
});
