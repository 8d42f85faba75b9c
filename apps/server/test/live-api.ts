import { createHash } from 'node:crypto';
import { multipart } from './media-samples';
import type { Answer, Caller } from './people-helpers';

/** Calls a real server over HTTP (fetch, keep-alive) as the holder of a bearer token. */
export type LiveApi = ReturnType<typeof liveApi>;

export type LiveAnswer = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
};

export const sha256 = (data: Buffer | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');

export function liveApi(url: string, token: string) {
  const authorization = `Bearer ${token}`;
  return {
    url,
    async json(method: string, path: string, body?: unknown): Promise<LiveAnswer> {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    },
    async upload(files: { name: string; content: Buffer }[]): Promise<LiveAnswer> {
      const form = await multipart(files);
      const res = await fetch(`${url}/api/media/upload`, {
        method: 'POST',
        headers: { authorization, ...form.headers },
        body: form.payload,
      });
      return { status: res.status, body: await res.json() };
    },
    /** A multipart form of text `fields` and one `file` (a payment proof's form). */
    async form(
      path: string,
      fields: Record<string, string | number>,
      file: { name: string; content: Buffer; type: string },
    ): Promise<LiveAnswer> {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      form.append('file', new Blob([file.content], { type: file.type }), file.name);
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    },
    /** A served file's bytes hashed, or null when it is not served. */
    async fileHash(path: string): Promise<string | null> {
      const res = await fetch(`${url}${path}`);
      return res.ok ? sha256(Buffer.from(await res.arrayBuffer())) : null;
    },
    /**
     * Whether the server lists a route ('/api/model/create', as requested) in its OpenAPI
     * document, whose paths are relative to its server, /api (models once they exist).
     */
    async hasRoute(path: string): Promise<boolean> {
      const res = await fetch(`${url}/api/openapi.json`);
      const doc = (await res.json()) as { paths: Record<string, unknown> };
      return path.replace(/^\/api(?=\/)/, '') in doc.paths;
    },
  };
}

/** The API of a spawned server as the in-process tests' `Caller`, so their fixtures run on it. */
export const liveCaller =
  (url: string, token: string): Caller =>
  async (method, path, payload) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload !== undefined && { 'content-type': 'application/json' }),
      },
      ...(payload !== undefined && { body: JSON.stringify(payload) }),
    });
    const text = await res.text();
    return { statusCode: res.status, body: JSON.parse(text), headers: {}, text } as Answer;
  };
