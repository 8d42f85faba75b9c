import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it
 * stops the server from starting, so no route is ever left open by omission.
 *  - public: anyone (health, login, password reset)
 *  - authenticated: any signed-in user
 *  - staff: DIRECTOR, ADMINISTRADOR, ADMIN, PRODUCER
 *  - manager: DIRECTOR, ADMINISTRADOR, ADMIN (user management)
 *  - client: CLIENTE accounts
 */
export const ACCESS_LEVELS = ['public', 'authenticated', 'staff', 'manager', 'client'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * One /api route as declared: its access rule and its schema (zod types for body, params,
 * querystring, headers), so that tests can walk every route and derive inputs from it.
 */
export type RouteRule = { method: string; url: string; access: Access; schema?: FastifySchema };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule and schema, for the permission and fuzz tests. */
    routeRules: RouteRule[];
  }
}

export function registerAccessDeclarations(app: FastifyInstance) {
  const rules: RouteRule[] = [];
  app.decorate('routeRules', rules);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url === '/api/*') return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    }
    for (const method of methods)
      rules.push({ method, url: route.url, access, schema: route.schema });
  });
}
