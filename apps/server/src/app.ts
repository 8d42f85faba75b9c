import '@taller/shared/zod';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@taller/shared';
import type { Config } from './config';
import { withAmbientTransactions } from './db/ambient-transaction';
import { openDatabase, type Db } from './db/database';
import { migrate } from './db/migrate';
import type { Dialect } from './db/schema';
import { registerAccessDeclarations } from './plugins/access';
import { registerConnectionDrain } from './plugins/closing';
import { registerAuth } from './plugins/auth';
import { ensureFirstDirector } from './modules/auth/first-director';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStorage } from './plugins/storage';
import { registerValidation } from './plugins/validation';
import { registerStorageHealth } from './plugins/storage-health';
import { registerUploadLimits } from './plugins/upload-limits';
import { registerWeb } from './plugins/web';
import { registerWriteLimits } from './plugins/write-limits';
import { requestSerializer } from './lib/log-redaction';
import { requestLoggerFactory } from './lib/request-logger';
import { postgresRateLimitStore } from './lib/rate-limit-store';
import { registerModules } from './modules';
import { registerChangeFeed } from './plugins/change-feed';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: Dialect;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type BuildOptions = {
  config: Config;
  /** pino options (level, stream) for tests; defaults to LOG_LEVEL on stdout. */
  logger?: { level: string; stream?: NodeJS.WritableStream };
};

/** Builds the whole application without listening: main.ts listens, tests use inject(). */
export async function buildApp({ config, logger }: BuildOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: {
      ...(logger ?? { level: config.logLevel }),
      serializers: { req: requestSerializer },
      // Tokens and cookies never reach the log, whatever a future log line includes.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
    // request.log makes pino's child only when it writes a line (lib/request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    // Malformed URLs and the like are answered before routing: in the envelope all the same.
    frameworkErrors,
    // While shutting down, a request that still arrives on an open connection is served (with
    // Connection: close) rather than refused with Fastify's English 503 outside the envelope;
    // the database closes only after the last one.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  registerValidation(app);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessDeclarations(app);
  registerConnectionDrain(app);

  const database = openDatabase({
    ...config,
    onConnectionLost: (error) => app.log.warn({ err: error }, 'database connection lost'),
  });
  app.decorate('config', config);
  // Services see the database through the wrapper that lets a bulk action hold them in one
  // transaction (db/ambient-transaction.ts); outside one it is the database itself.
  app.decorate('db', withAmbientTransactions(database.db));
  app.decorate('dialect', database.dialect);
  app.addHook('onClose', async () => {
    await database.close();
    app.log.info('database closed');
  });
  await migrate(database.db, database.dialect);

  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database when several servers may share it (decision 019).
    ...(database.dialect === 'postgres'
      ? { store: postgresRateLimitStore(database.db), skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return {
        statusCode: 429,
        status: 429,
        message: MESSAGES.tooManyRequests(seconds),
        data: { retryAfterSeconds: seconds },
      };
    },
  });
  await registerStorage(app);
  registerStorageHealth(app);
  // Before auth: a session's check is kept until a write to sessions or users (decision 009).
  registerChangeFeed(app, database.writes);
  registerAuth(app);
  // After the session check (the account is known), before any route is added.
  registerWriteLimits(app);
  registerUploadLimits(app);
  await ensureFirstDirector(app);
  await registerOpenApi(app);
  await registerModules(app);
  await registerWeb(app, config.webDistDir);
  return app;
}
