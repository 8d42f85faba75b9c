import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import type { SiatEnvironment } from '@taller/shared';
import { z } from 'zod';
import type { S3Options } from './lib/storage/s3-storage';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const MB = 1024 * 1024;

/** A limit: a whole number of at least 1. */
const limit = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (256 bits); leave it unset to generate one')
    .optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  SQLITE_BUSY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be at least 0')
    .max(600_000, 'must be at most 600000')
    .default(5_000),
  MEDIA_DIR: z.string().min(1, 'must not be empty').optional(),
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  MEDIA_MAX_BYTES: z.coerce
    .number({ error: 'must be a positive whole number of bytes' })
    .int('must be a positive whole number of bytes')
    .positive('must be a positive whole number of bytes')
    .default(10 * 1024 * 1024),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Taller <no-reply@taller.local>'),
  PUBLIC_URL: z.url('must be a URL such as http://localhost:3000').optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  WEB_DIST_DIR: z.string().optional(),
  WHATSAPP_API_URL: z.url('must be a URL such as https://graph.facebook.com').optional(),
  WHATSAPP_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(120_000, 'must be at most 120000')
    .default(15_000),
  WHATSAPP_RETRY_BASE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1')
    .max(600_000, 'must be at most 600000')
    .default(2_000),
  SIAT_URL: z.url('must be a URL such as https://pilotosiatservicios.impuestos.gob.bo').optional(),
  SIAT_RETRY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(3_600_000, 'must be at most 3600000')
    .default(60_000),
  MEDIA_STORAGE: z
    .enum(['local', 's3'], { error: 'must be local (the default) or s3' })
    .default('local'),
  S3_ENDPOINT: z.url('must be a URL such as https://s3.example.com').optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 of a-z 0-9 . -)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, 'must not be empty').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be empty').optional(),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, {
      error:
        'must be false, true, or a comma-separated list of proxy addresses (IP, CIDR, loopback…)',
    })
    .optional(),
  ACCOUNT_WRITES_PER_MIN: limit(300),
  BULK_ACTIONS_PER_MIN: limit(20),
  ADDRESS_WRITES_PER_MIN: limit(600),
  STAFF_UPLOADS_PER_DAY: limit(200),
  STAFF_MB_PER_DAY: limit(500),
  CLIENT_UPLOADS_PER_DAY: limit(50),
  CLIENT_MB_PER_DAY: limit(100),
});

/** Checked here by the library Fastify itself uses, so a typo stops the start with its name. */
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  // A hop count would be read as an address (0.0.0.2) by proxy-addr; Fastify ignores counts.
  if (/^\d+$/.test(value)) return false;
  try {
    proxyAddr.compile(value.split(',').map((item) => item.trim()));
    return true;
  } catch {
    return false;
  }
}

/** false (the default: the socket's address is the client's), true (any), or the proxies. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((item) => item.trim());
}

/** How much one account or address may do (SECURITY.md, "Limits"). */
export type Limits = {
  /** Writes (POST, PUT, PATCH, DELETE under /api) a minute. */
  writesPerMinute: { perAccount: number; perAddress: number };
  /** Bulk actions (POST /api/{resource}/bulk, up to 1,000 records each) a minute per account. */
  bulkPerMinute: number;
  /** Files and bytes an account uploads a day (proofs, ticket files, media), by who uploads. */
  uploadsPerDay: Record<'staff' | 'client', { files: number; bytes: number }>;
  /** Payment proofs a client account sends a day (each one rings staff's bell). */
  proofsPerDay: number;
  /** A client's proofs waiting for staff's decision. */
  pendingProofs: number;
  /** Ticket files an account uploaded and has not sent with a message yet. */
  pendingTicketFiles: number;
  /** Live notification streams open at once on one server. */
  streams: { perUser: number; perAddress: number };
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** SQLite: how long a write waits for a lock another process holds, then answers 503. */
  sqliteBusyTimeoutMs: number;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  mediaDir: string;
  /** Where media bytes live: MEDIA_DIR on disk, or an S3-compatible bucket (decision 019). */
  mediaStorage: { kind: 'local' } | ({ kind: 's3' } & S3Options);
  /** Where `npm run backup` writes its snapshots. */
  backupDir: string;
  mediaMaxBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  /** Whether X-Forwarded-For/-Proto are believed, and from whom (Fastify's trustProxy). */
  trustProxy: boolean | string[];
  /** The Graph API's base URL (a local fake in tests and demos). */
  whatsappApiUrl: string;
  /** How long one call to the Graph API may take. */
  whatsappTimeoutMs: number;
  /** The first retry's delay after a failed send; each next one is 4 times longer. */
  whatsappRetryBaseMs: number;
  /**
   * SIAT's web services by environment (`/v2/<service>` under each). SIAT_URL, when set, is used
   * for both (a local fake in tests and demos); unset, the SIN's pilot and production hosts.
   */
  siatUrls: Record<SiatEnvironment, string>;
  /** In a contingency, how soon SIAT is asked again while it cannot be reached. */
  siatRetryMs: number;
  limits: Limits;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "unset", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.MEDIA_STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !e[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}="": must be set when MEDIA_STORAGE=s3`).join('\n')}`,
      );
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sqliteBusyTimeoutMs: e.SQLITE_BUSY_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    mediaStorage:
      e.MEDIA_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'local' },
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist()),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    whatsappApiUrl: (e.WHATSAPP_API_URL ?? 'https://graph.facebook.com').replace(/\/$/, ''),
    whatsappTimeoutMs: e.WHATSAPP_TIMEOUT_MS,
    whatsappRetryBaseMs: e.WHATSAPP_RETRY_BASE_MS,
    siatUrls: siatUrls(e.SIAT_URL),
    siatRetryMs: e.SIAT_RETRY_MS,
    limits: {
      writesPerMinute: {
        perAccount: e.ACCOUNT_WRITES_PER_MIN,
        perAddress: e.ADDRESS_WRITES_PER_MIN,
      },
      bulkPerMinute: e.BULK_ACTIONS_PER_MIN,
      uploadsPerDay: {
        staff: { files: e.STAFF_UPLOADS_PER_DAY, bytes: e.STAFF_MB_PER_DAY * MB },
        client: { files: e.CLIENT_UPLOADS_PER_DAY, bytes: e.CLIENT_MB_PER_DAY * MB },
      },
      proofsPerDay: 30,
      pendingProofs: 10,
      pendingTicketFiles: 10,
      streams: { perUser: 5, perAddress: 50 },
    },
  };
}

/** The SIN's hosts of SIAT's web services (nachoDevOS/siat-api, ron86i/go-siat configure these). */
function siatUrls(configured: string | undefined): Record<SiatEnvironment, string> {
  const url = configured?.replace(/\/$/, '');
  return {
    PILOTO: url ?? 'https://pilotosiatservicios.impuestos.gob.bo',
    PRODUCCION: url ?? 'https://siatrest.impuestos.gob.bo',
  };
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

/** A 256-bit secret generated on first start and kept in DATA_DIR, readable only by its owner. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}
