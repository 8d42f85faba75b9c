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
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax'];
const ENTRY_RULES = ['@typescript-eslint/no-restricted-imports'];

/** The messages of `rules` ESLint gives `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string, rules = BOUNDARY_RULES) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => rules.includes(m.ruleId!)).map((m) => m.message);
}

/** Each of `codes`, as the file at `file`, is refused once, with a message holding `message`. */
async function expectLintRefused(file: string, codes: string[], message: string, rules?: string[]) {
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

/**
 * Each boundary: the files it applies to, the code it refuses there (each once, with a message
 * holding `message`), the code it lets through, and the rules that enforce it.
 */
const BOUNDARIES: {
  title: string;
  files: string[];
  refused: string[];
  message: string;
  allowed?: string;
  rules?: string[];
}[] = [
  {
    title: 'a feature uses another feature only through its index.ts',
    files: ['apps/web/src/features/clients/components/x.tsx'],
    refused: [
      "import { InstitutionCombobox } from '../../institutions/components/institution-combobox';\nexport const x = InstitutionCombobox;\n",
    ],
    message: "through its index.ts ('../../lines')",
    allowed:
      "import { InstitutionCombobox } from '../../institutions';\nimport { clientKeys } from '../api/client-keys';\nexport const x = [InstitutionCombobox, clientKeys];\n",
  },
  {
    title: 'the web lib/ never imports a feature or the app',
    files: ['apps/web/src/lib/x.ts'],
    refused: ["import { lineKeys } from '../features/lines';\nexport const x = lineKeys;\n"],
    message: 'never import a feature or the app',
  },
  {
    title: 'the web components/ never import a feature or the app',
    files: ['apps/web/src/components/ui/x.tsx'],
    refused: ["import { lineKeys } from '../../features/lines';\nexport const x = lineKeys;\n"],
    message: 'never import a feature or the app',
  },
  {
    title: 'the web lib/ and components/ never import the resource kit',
    files: ['apps/web/src/components/ui/x.tsx', 'apps/web/src/lib/x.ts'],
    refused: [
      "import { ResourcePage } from '../../resource/resource-page';\nexport const x = ResourcePage;\n",
      "import { resourceKeys } from '../resource/resource-keys';\nexport const x = resourceKeys;\n",
    ],
    message: 'they never import resource/',
    allowed: "import { Button } from './button';\nexport const x = Button;\n",
  },
  {
    title: 'the web resource kit never imports a feature or the app',
    files: ['apps/web/src/resource/x.tsx'],
    refused: [
      "import { lineKeys } from '../features/lines';\nexport const x = lineKeys;\n",
      "import { router } from '../app/router';\nexport const x = router;\n",
    ],
    message: 'it never imports a feature or the app',
    allowed:
      "import { Button } from '../components/ui/button';\nimport { api } from '../api/client';\nimport { useListState } from '../lib/list-query';\nexport const x = [Button, api, useListState];\n",
  },
  {
    title: 'the server lib/ never imports modules/ or plugins/',
    files: ['apps/server/src/lib/x.ts'],
    refused: ['../modules/users/user.service', '../plugins/access'].map(importing),
    message: 'lib/ is below modules and plugins',
    allowed: "import { AppError } from './app-error';\nexport const x = AppError;\n",
  },
  {
    title: 'the server resource kit never imports modules/ or plugins/',
    files: ['apps/server/src/resource/x.ts'],
    refused: ['../modules/users/user.service', '../plugins/access'].map(importing),
    message: 'resource/ is below modules and plugins',
    allowed:
      "import { AppError } from '../lib/app-error';\nimport { findPage } from './page';\nexport const x = [AppError, findPage];\n",
  },
  {
    title: 'server code never imports the repository scripts',
    files: [
      'apps/server/src/ops/x.ts',
      'apps/server/src/lib/x.ts',
      'apps/server/src/resource/x.ts',
    ],
    refused: [
      "import { freePort } from '../../../../scripts/lib/net.mjs';\nexport const x = freePort;\n",
    ],
    message: 'does not import the repository scripts',
  },
  {
    title: 'packages/shared does no I/O',
    files: ['packages/shared/src/x.ts'],
    refused: [
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      "import pg from 'pg';\nexport const x = pg;\n",
      "export const x = () => fetch('/api/line');\n",
      "export const x = () => localStorage.getItem('user');\n",
    ],
    message: 'packages/shared does no I/O',
    allowed: "import { z } from './zod';\nexport const x = z.string();\n",
  },
  {
    title: "the web names the API's paths only in the typed client (apps/web/src/api/)",
    files: [
      'apps/web/src/features/lines/api/x.ts',
      'apps/web/src/components/ui/x.tsx',
      'apps/web/src/lib/x.ts',
    ],
    refused: [
      "export const x = () => fetch('/api/line');\n",
      'export const x = (id: number) => `/api/line/${id}`;\n',
      'export const x = (path: string) => `/api${path}`;\n',
    ],
    message: 'only through the typed client',
    allowed:
      "import { api, call } from '../../../api/client';\nexport const x = (id: number) => call(api.GET('/line/{id}', { params: { path: { id } } }));\n",
  },
  {
    title: 'the sign-in page (the entry bundle) imports only React and the light files',
    files: ['apps/web/src/features/auth/components/sign-in-form.tsx'],
    refused: [
      'react-router',
      '@tanstack/react-query',
      'react-hook-form',
      'react-hot-toast',
      'zod',
      '@taller/shared',
      '../../../api/client',
      '../../../lib/use-zod-form',
    ].map(importing),
    message: 'The sign-in page is the entry bundle',
    allowed:
      "import { useState } from 'react';\nimport type { LoginResult } from '@taller/shared/auth/auth.schema';\nimport { checkLogin } from '@taller/shared/auth/login-check';\nimport { saveSession } from '../../../lib/session';\nimport { AuthCard } from './auth-card';\nexport const x = [useState, checkLogin, saveSession, AuthCard];\nexport type R = LoginResult;\n",
    rules: ENTRY_RULES,
  },
];

describe('architecture boundaries are enforced by lint', () => {
  for (const { title, files, refused, message, allowed, rules } of BOUNDARIES) {
    it(title, async () => {
      for (const file of files) {
        await expectLintRefused(file, refused, message, rules);
        if (allowed !== undefined) await expectAllowed(file, allowed, rules);
      }
    });
  }

  it('lets the typed client itself, and tests of the wire, name /api', async () => {
    const wire = "export const x = '/api/line?deleted=true';\n";
    await expectAllowed('apps/web/src/api/core.ts', wire);
    await expectAllowed('apps/web/src/features/lines/pages/lines-page.test.tsx', wire);
  });
});
