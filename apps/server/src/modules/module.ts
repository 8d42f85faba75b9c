import fp from 'fastify-plugin';
import type { RawServerDefault } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * A module's plugin (`<name>/<name>.module.ts`, registered in order by `modules/index.ts`): it
 * decorates the app with the module's services, registers what other modules need from it
 * (dependents, usages, media owners, outbox deliveries) and adds its routes. Wrapped with
 * fastify-plugin so that its decorations and hooks belong to the app, where the modules after it
 * see them; `after` names the modules whose decorations it uses: Fastify refuses to start when one
 * of them is not registered before it.
 */
export const defineModule = (name: string, setUp: FastifyPluginAsyncZod, after: string[] = []) =>
  fp<Record<never, never>, RawServerDefault, ZodTypeProvider>(setUp, {
    name,
    dependencies: after,
    fastify: '5.x',
  });
