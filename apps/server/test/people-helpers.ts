import { authHeader } from './auth-helpers';
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
export function failure(answer: Answer) {
  return {
    statusCode: answer.statusCode,
    status: answer.body.status,
    message: answer.body.message,
  };
}
