import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ERROR_CODES } from '@taller/shared';

/**
 * What every /api answer must be, whatever was sent: never a 5xx, JSON (never HTML) with
 * nosniff, the envelope { status, message, data } with status equal to the HTTP status (and on a
 * refusal its `code`, one of ERROR_CODES), and a
 * message a Spanish-speaking user can read, with no framework or database English leaking.
 */

const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|es|un|una|en|se|al|por|para|con|su|tu|ya)\b/i;

/** English that frameworks, parsers and databases produce on their own. */
const ENGLISH = [
  /bad request/i,
  /not found/i,
  /internal server error/i,
  /unsupported media type/i,
  /payload too large/i,
  /too many requests/i,
  /service unavailable/i,
  /unauthori[sz]ed/i,
  /\bforbidden\b/i,
  /rate limit/i,
  /\bmust\b/i,
  /\bshould\b/i,
  /\brequired\b/i,
  /\bexpected\b/i,
  /\binvalid\b/i,
  /\bunexpected\b/i,
  /\bcannot\b/i,
  /\bcould not\b/i,
  /\bfailed\b/i,
  /\bis not\b/i,
  /\bat position\b/i,
  /\bproperty\b/i,
  /\bundefined\b/,
  /\bFST_/,
  /\bSQLITE/i,
  /\bduplicate key\b/i,
  /\bviolates\b/i,
  /\bsyntax error\b/i,
  /\b(body|querystring|params|headers)\//,
];

/** Stack frames and server paths: what an error answer must never carry. */
const INTERNALS = [/node_modules/, /\bat .+:\d+:\d+\)?/, /\/apps\/server\//, /\.ts:\d+/];

export type Answer = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
};

function decoded(res: Answer): Buffer {
  switch (res.headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(res.rawPayload);
    case 'br':
      return brotliDecompressSync(res.rawPayload);
    case 'deflate':
      return inflateSync(res.rawPayload);
    default:
      return res.rawPayload;
  }
}

/** Problems of a message; an error's message (`failure`) must also read as Spanish. */
export function messageProblems(message: unknown, failure = true): string[] {
  if (typeof message !== 'string' || message.trim() === '') return ['message is not a text'];
  const problems: string[] = [];
  if (failure && !SPANISH.test(message))
    problems.push(`message does not read as Spanish: ${message}`);
  for (const pattern of ENGLISH) {
    if (pattern.test(message)) problems.push(`message leaks English (${pattern}): ${message}`);
  }
  return problems;
}

/** Every way the answer breaks the rules above (empty when it keeps them). */
export const isCsv = (res: Answer) =>
  /^text\/csv(;|$)/.test(String(res.headers['content-type'] ?? ''));
const isPdf = (res: Answer) =>
  /^application\/pdf(;|$)/.test(String(res.headers['content-type'] ?? ''));
const isXml = (res: Answer) =>
  /^application\/xml(;|$)/.test(String(res.headers['content-type'] ?? ''));
/** A file answered whole (a CSV export, a PDF, a factura's XML): the one kind of 200 that is not an envelope. */
export const isDownload = (res: Answer) =>
  res.statusCode === 200 && (isCsv(res) || isPdf(res) || isXml(res));

/**
 * The API reference page, its files, and the OpenAPI document: the part of /api that is not the
 * envelope when it is served (its refusals still are). The page's cookie call is an API call.
 */
export const isReferenceRoute = (url: string) =>
  /^\/api\/(docs(\/(?!session$)|$)|openapi\.json$)/.test(url.split('?')[0]!);
export const isReferenceAnswer = (res: Answer, url: string | undefined) =>
  url !== undefined && isReferenceRoute(url) && [200, 302, 304].includes(res.statusCode);

/**
 * SIAT out of reach (test apps point SIAT_URL at a closed port): a 503 naming the step, the
 * one 5xx that is not the server's own failure.
 */
const isSiatUnavailable = (res: Answer) =>
  res.statusCode === 503 && /"code":"SIAT_UNAVAILABLE"/.test(decoded(res).toString('utf8'));

/** `url`: the route's declared path, when the answer may be the reference (see above). */
export function answerProblems(res: Answer, method: string, url?: string): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500 && !isSiatUnavailable(res))
    problems.push(`server error ${res.statusCode}`);
  if (isReferenceAnswer(res, url)) {
    if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff header');
    return problems;
  }
  const type = String(res.headers['content-type'] ?? '');
  if (!/^application\/json(;|$)/.test(type) && !isDownload(res)) {
    problems.push(`content-type is "${type}"`);
  }
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff header');
  if (method === 'HEAD') return problems;
  // CSV exports and PDFs are the one answer that is not an envelope (their errors still are).
  if (isDownload(res)) return problems;
  let body: unknown;
  try {
    body = JSON.parse(decoded(res).toString('utf8'));
  } catch {
    return [...problems, `body is not JSON: ${res.rawPayload.subarray(0, 200).toString()}`];
  }
  const envelope = body as Record<string, unknown>;
  const keys = Object.keys(envelope ?? {}).sort();
  const refused = res.statusCode >= 400;
  const expected = refused ? 'code,data,message,status' : 'data,message,status';
  if (keys.join() !== expected) problems.push(`envelope keys: ${keys.join()}`);
  if (refused && !Object.hasOwn(ERROR_CODES, String(envelope?.code))) {
    problems.push(`unknown error code ${String(envelope?.code)}`);
  }
  if (envelope?.status !== res.statusCode) {
    problems.push(`status ${String(envelope?.status)} ≠ HTTP ${res.statusCode}`);
  }
  problems.push(...messageProblems(envelope?.message, res.statusCode >= 400));
  if (res.statusCode >= 400) {
    const text = JSON.stringify(envelope);
    for (const pattern of INTERNALS) {
      if (pattern.test(text)) problems.push(`error answer shows internals (${pattern})`);
    }
  }
  return problems;
}
