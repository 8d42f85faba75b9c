/**
 * The entry bundle (decision 020): what the browser downloads for the sign-in page, paths under
 * apps/web/src. Each of these files statically imports only the others, React and ENTRY_PACKAGES;
 * everything else comes with import(). eslint.config.js enforces it; vite.config.ts keeps these
 * out of the app's shared chunk; the bench's 'Sign-in page payload' row measures the result.
 */
export const ENTRY_FILES = [
  'main.tsx',
  'index.css',
  'app/entry.tsx',
  'app/app-loading.tsx',
  'features/auth/components/sign-in-form.tsx',
  'features/auth/components/auth-card.tsx',
  'features/auth/api/login.ts',
  'features/start/start-overlay.tsx',
  'features/start/phrase-memory.ts',
  'features/start/phrases.ts',
  'components/ui/form-alert.tsx',
  'components/ui/submit-button.tsx',
  'components/ui/text-field.tsx',
  'components/ui/field-frame.tsx',
  'components/ui/logo.tsx',
  'components/ui/loading-indicator.tsx',
  'lib/access.ts',
  'lib/session.ts',
  'api/core.ts',
  'lib/error-message.ts',
  'lib/page-title.ts',
];

/** The packages (import specifiers, as regular expressions) the entry may import. */
export const ENTRY_PACKAGES = [
  'react',
  'react-dom/client',
  // The typed API client (≈2 kB gzip); its generated types are erased at build time.
  'openapi-fetch',
  '@taller/shared/auth/(auth-messages|login-check|roles)',
];
