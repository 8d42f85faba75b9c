import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES, hasControlCharacters, z } from '@taller/shared';

/**
 * Control characters are refused in every text that comes in, whatever schema a route declares
 * (issue 32: a NUL in `?category=` reached PostgreSQL, which cannot store it, and answered 500).
 * The rule lives in the validator compiler because every schema of every route goes through it:
 * a new route, or a new field typed as a bare `z.string()`, cannot leave it out. It runs after
 * the route's own schema, so a field with a rule of its own (the search `q`) keeps its message.
 *  - query strings and path parameters: no C0 control character (tab and line breaks included,
 *    as `q` has always refused them), no DEL, no half of a surrogate pair;
 *  - bodies: the same, except tab, LF and CR, which multi-line texts (notes, pasted rosters)
 *    carry; a field that must be one line says so in its own schema.
 * The WhatsApp webhook declares no body schema: Meta's texts are cleaned where they are stored.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ONE_LINE_CONTROL = /[\u0000-\u001F\u007F]|\p{Cs}/u;

type Step = { value: unknown; key?: string | number; parent?: Step };

/** The keys from the root down to `step`. */
const pathOf = (step: Step) => {
  const path: (string | number)[] = [];
  for (let at: Step | undefined = step; at?.parent; at = at.parent) path.unshift(at.key!);
  return path;
};

/**
 * The path of the first string value (keys are never stored) that `isRefused`, or null. A loop
 * over a stack, not recursion: a body nested a hundred thousand deep must not overflow it.
 * Module-level, with no closure made per call: it runs on every request with a schema.
 */
const findRefused = (root: unknown, isRefused: (text: string) => boolean) => {
  const pending: Step[] = [{ value: root }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (isRefused(value)) return pathOf(step);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) {
        pending.push({
          value: item,
          key: Array.isArray(value) ? Number(key) : key,
          parent: step,
        });
      }
    }
  }
  return null;
};

/** The rule as a zod schema, run only to word the error once `findRefused` found a text. */
const controlIn = (isRefused: (text: string) => boolean) => ({
  isRefused,
  schema: z.unknown().superRefine((data, ctx) => {
    const path = findRefused(data, isRefused);
    if (path) {
      ctx.addIssue({ code: 'custom', path, message: MESSAGES.controlCharacters(path.join('.')) });
    }
  }),
});

const CHECKS: Record<string, ReturnType<typeof controlIn>> = {
  querystring: controlIn((text) => ONE_LINE_CONTROL.test(text)),
  params: controlIn((text) => ONE_LINE_CONTROL.test(text)),
  body: controlIn(hasControlCharacters),
};

/** What zod's validator answers (always at once): the value, or the errors. */
type Outcome = { value?: unknown; error?: FastifySchemaValidationError[] };

/** zod's validator (fastify-type-provider-zod) for every schema, then the control-character rule. */
const compiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const check = CHECKS[route.httpPart ?? ''];
  if (!check) return validate;
  const checkText = validatorCompiler({ ...route, schema: check.schema });
  const { isRefused } = check;
  return (data: unknown) => {
    const result = validate(data) as Outcome;
    if (result.error) return result;
    // Clean (nearly always): no zod run. Refused: zod words the error, as it always has.
    if (findRefused(data, isRefused) === null) return result;
    const text = checkText(data) as Outcome;
    return text.error ? text : result;
  };
};

export function registerValidation(app: FastifyInstance) {
  app.setValidatorCompiler(compiler);
}
