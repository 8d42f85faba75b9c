import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifySchema,
} from 'fastify';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it
 * stops the server from starting, so no route is ever left open by omission.
 *  - public: anyone (health, login, password reset)
 *  - authenticated: any signed-in user
 *  - staff: DIRECTOR, ADMINISTRADOR, ADMIN, PRODUCER
 *  - manager: DIRECTOR, ADMINISTRADOR, ADMIN (user management)
 *  - client: CLIENTE accounts
 *  - director: DIRECTOR only (the SIAT settings: the business's tax credentials)
 */
export const ACCESS_LEVELS = [
  'public',
  'authenticated',
  'staff',
  'manager',
  'client',
  'director',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * One /api route as declared: its access rule and its schema (zod types for body, params,
 * querystring, headers), so that tests can walk every route and derive inputs from it.
 */
export type RouteRule = { method: string; url: string; access: Access; schema?: FastifySchema };

/** Set on a plugin scope by `withAccess`: the access of every route a library adds there. */
const SCOPE_ACCESS = Symbol('scopeAccess');
type Scoped = FastifyInstance & { [SCOPE_ACCESS]?: Access };

/**
 * Registers a library's plugin whose routes cannot declare `config.access` themselves (the API
 * reference page): every route it adds gets `access`, and is checked like any other.
 */
export function withAccess<Options extends object>(
  access: Access,
  plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
  options: Options,
) {
  return async (scope: FastifyInstance) => {
    (scope as Scoped)[SCOPE_ACCESS] = access;
    await scope.register(plugin, options);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The API reference page's routes: a browser opening the page sends no bearer token, so the
     * page's short-lived cookie (plugins/openapi.ts, POST /api/docs/session) is taken instead.
     */
    docsCookie?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule and schema, for the permission and fuzz tests. */
    routeRules: RouteRule[];
  }
}

export function registerAccessDeclarations(app: FastifyInstance) {
  const rules: RouteRule[] = [];
  app.decorate('routeRules', rules);
  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api/') || route.url === '/api/*') return;
    const declared = (route.config as { access?: Access } | undefined)?.access;
    const access = declared ?? (this as Scoped)[SCOPE_ACCESS];
    // Written on the route, so that authentication and the tests read it as if declared.
    if (access && !declared) route.config = { ...route.config, access };
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    }
    for (const method of methods)
      rules.push({ method, url: route.url, access, schema: route.schema });
  });
}
