import { z } from 'zod';

/**
 * Zod speaks Spanish on both sides. Messages that a schema does not set itself come from zod's
 * Spanish locale, prefixed with the field they concern so that a 400 always names the field.
 */
const spanish = z.locales.es();

z.config({
  localeError: (issue) => {
    const result = spanish.localeError?.(issue);
    const text = typeof result === 'string' ? result : (result?.message ?? 'Entrada inválida');
    const path = issue.path ?? [];
    return path.length > 0 ? `Campo '${path.join('.')}': ${text}` : text;
  },
});

export { z };
