import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/** pino's loggers (what Fastify is given) know which levels they write. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

type Bindings = Record<string, unknown>;
type Options = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger (`request.log`) that makes pino's child, with the request id bound, only
 * when a line is actually written: at `warn` most requests write none, and making the child
 * (bindings serialised, redaction set up) was work done on every request for nothing
 * (decision 009, issue 40). A line that is written is exactly the child's: same bindings, same
 * serializers, same level.
 */
class RequestLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bound: Bindings,
  ) {}

  /** pino's child, made on first use. */
  get made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bound));
  }

  get level() {
    return (this.#made ?? this.parent).level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  child(bindings: Bindings, options?: Options) {
    return this.made.child(bindings, options);
  }

  silent() {}

  isLevelEnabled(level: string) {
    return ((this.#made ?? this.parent) as PinoLogger).isLevelEnabled(level);
  }

  /** A line at `level`: nothing, and no child made, when the logger drops that level. */
  #write(level: Level, args: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    (this.made[level] as (...a: unknown[]) => void)(...args);
  }

  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy logger above, unless the route asks for a level or
 * serializers of its own (none does today), which pino's child is then made for at once.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (options.level !== undefined || options.serializers !== undefined) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
};
