import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeader, signedInApp } from './auth-helpers';
import { startSmtpServer } from './smtp';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Answer = {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { status: number; message: string; data: any };
  headers: Record<string, unknown>;
  text: string;
};

/** Calls the API as the holder of `token` (none: anonymous) and parses the envelope. */
export function caller(t: TestApp, token?: string) {
  return async (method: Method, url: string, payload?: unknown): Promise<Answer> => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? authHeader(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const isJson = String(res.headers['content-type']).startsWith('application/json');
    return {
      statusCode: res.statusCode,
      body: isJson ? res.json() : { status: res.statusCode, message: '', data: null },
      headers: res.headers,
      text: res.body,
    };
  };
}

/** Expects a failure answer: HTTP status, the envelope's status and its Spanish message. */
export function failure(answer: Pick<Answer, 'statusCode' | 'body'>) {
  return {
    statusCode: answer.statusCode,
    status: answer.body.status,
    message: answer.body.message,
  };
}

/**
 * Expects a refusal: `status` as the HTTP status and in the envelope, with its Spanish message;
 * `what` names the call in the failure's report.
 */
export function expectRefused(
  answer: Pick<Answer, 'statusCode' | 'body'>,
  status: number,
  message: string,
  what?: string,
) {
  expect(failure(answer), what).toEqual({ statusCode: status, status, message });
}

/**
 * Expects an answer with no data (raw, or parsed as `body`): its HTTP status, the same status in the envelope with the
 * Spanish message, and the error's `code` when it has one.
 */
export function expectDataless(
  res: { statusCode: number; json: () => unknown } | { statusCode: number; body: unknown },
  status: number,
  message: string,
  code?: string,
) {
  expect(res.statusCode).toBe(status);
  const envelope = 'json' in res ? res.json() : res.body;
  expect(envelope).toEqual({ status, message, data: null, ...(code && { code }) });
}

/** Expects a 200 answer whose envelope says 200 and `message`; returns its data. */
export function okData(res: { statusCode: number; body: Answer['body'] }, message: string) {
  expect(res.statusCode).toBe(200);
  expect(res.body.status).toBe(200);
  expect(res.body.message).toBe(message);
  return res.body.data;
}

export type Caller = ReturnType<typeof caller>;

/** signedInApp with `api`: calls as the signed-in user (from the block's first test on). */
export function signedInCaller(role: string, name: string, env?: () => Record<string, string>) {
  const session = signedInApp(role, name, env);
  const api: Caller = (method, url, payload) =>
    caller(session.t, session.token)(method, url, payload);
  return Object.assign(session, { api });
}

/**
 * signedInCaller on an app that mails through a real SMTP server (`smtp`, started before the
 * app), with links to http://taller.test.
 */
export function signedInCallerWithMail(role: string, name: string) {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const session = signedInCaller(role, name, () => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://taller.test',
  }));
  return Object.defineProperty(session, 'smtp', { get: () => smtp }) as typeof session & {
    readonly smtp: typeof smtp;
  };
}

/**
 * Creates through `url` (a create call) and answers the new row (`Row`: its id and name unless
 * said); any failure stops the test.
 */
export const creator =
  <Row = { id: number; name: string }>(api: Caller, url: string) =>
  async (body: Record<string, unknown>) => {
    const res = await api('POST', url, body);
    if (res.statusCode !== 200) throw new Error(res.text);
    return res.body.data as Row;
  };

/** The names on a list page, in order. */
export const names = (res: { body: { data: { items: { name: string }[] } } }) =>
  res.body.data.items.map((i) => i.name);

/** One test per case: `request(input)` is refused with 400 and the case's Spanish message. */
export function itRefuses<I>(
  title: string,
  request: (input: I) => Promise<Answer>,
  cases: [input: I, message: string][],
) {
  it.each(cases)(title, async (input, message) => {
    expectRefused(await request(input), 400, message);
  });
}
