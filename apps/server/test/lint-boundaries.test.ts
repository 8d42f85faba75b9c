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

/** What the boundaries are enforced by; the sign-in page's own rule is the TypeScript one. */
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-globals'];
const ENTRY_RULES = ['@typescript-eslint/no-restricted-imports'];

/** The messages of `rules` ESLint gives `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string, rules = BOUNDARY_RULES) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => rules.includes(m.ruleId!)).map((m) => m.message);
}

/** Each of `codes`, as the file at `file`, is refused once, with a message holding `message`. */
async function expectRefused(file: string, codes: string[], message: string, rules?: string[]) {
  for (const code of codes) {
    expect(await boundaryErrors(file, code, rules), `${file}: ${code}`).toEqual([
      expect.stringContaining(message),
    ]);
  }
}

/** `code`, as the file at `file`, breaks no boundary. */
async function expectAllowed(file: string, code: string, rules?: string[]) {
  expect(await boundaryErrors(file, code, rules), `${file}: ${code}`).toEqual([]);
}

/** A module that imports `a` from `from` and uses it. */
const importing = (from: string) => `import { a } from '${from}';\nexport const x = a;\n`;

describe('architecture boundaries are enforced by lint', () => {
  it('a feature uses another feature only through its index.ts', async () => {
    const file = 'apps/web/src/features/clients/components/x.tsx';
    await expectRefused(
      file,
      [
        "import { InstitutionCombobox } from '../../institutions/components/institution-combobox';\nexport const x = InstitutionCombobox;\n",
      ],
      "through its index.ts ('../../lines')",
    );
    await expectAllowed(
      file,
      "import { InstitutionCombobox } from '../../institutions';\nimport { clientKeys } from '../api/client-keys';\nexport const x = [InstitutionCombobox, clientKeys];\n",
    );
  });

  it('the web lib/ and components/ never import a feature or the app', async () => {
    for (const file of ['apps/web/src/lib/x.ts', 'apps/web/src/components/ui/x.tsx']) {
      const up = file.includes('/ui/') ? '../../' : '../';
      await expectRefused(
        file,
        [`import { lineKeys } from '${up}features/lines';\nexport const x = lineKeys;\n`],
        'never import a feature or the app',
      );
    }
  });

  it('the server lib/ never imports modules/ or plugins/', async () => {
    const file = 'apps/server/src/lib/x.ts';
    await expectRefused(
      file,
      ['../modules/users/user.service', '../plugins/access'].map(importing),
      'lib/ is below modules and plugins',
    );
    await expectAllowed(
      file,
      "import { AppError } from './app-error';\nexport const x = AppError;\n",
    );
  });

  it('server code never imports the repository scripts', async () => {
    for (const file of ['apps/server/src/ops/x.ts', 'apps/server/src/lib/x.ts']) {
      await expectRefused(
        file,
        [
          "import { freePort } from '../../../../scripts/lib/net.mjs';\nexport const x = freePort;\n",
        ],
        'does not import the repository scripts',
      );
    }
  });

  it('packages/shared does no I/O', async () => {
    const file = 'packages/shared/src/x.ts';
    await expectRefused(
      file,
      [
        "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
        "import pg from 'pg';\nexport const x = pg;\n",
        "export const x = () => fetch('/api/line');\n",
        "export const x = () => localStorage.getItem('user');\n",
      ],
      'packages/shared does no I/O',
    );
    await expectAllowed(file, "import { z } from './zod';\nexport const x = z.string();\n");
  });

  it('the sign-in page (the entry bundle) imports only React and the light files', async () => {
    const file = 'apps/web/src/features/auth/components/sign-in-form.tsx';
    await expectRefused(
      file,
      [
        'react-router',
        '@tanstack/react-query',
        'react-hook-form',
        'react-hot-toast',
        'zod',
        '@taller/shared',
        '../../../lib/api-client',
        '../../../lib/use-zod-form',
      ].map(importing),
      'The sign-in page is the entry bundle',
      ENTRY_RULES,
    );
    await expectAllowed(
      file,
      "import { useState } from 'react';\nimport type { LoginResult } from '@taller/shared/auth/auth.schema';\nimport { checkLogin } from '@taller/shared/auth/login-check';\nimport { saveSession } from '../../../lib/session';\nimport { AuthCard } from './auth-card';\nexport const x = [useState, checkLogin, saveSession, AuthCard];\nexport type R = LoginResult;\n",
      ENTRY_RULES,
    );
  });
});
