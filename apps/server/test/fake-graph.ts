import { createHmac } from 'node:crypto';
import http from 'node:http';

export type GraphCall = { path: string; authorization: string; body: Record<string, unknown> };
/** A file uploaded through the media endpoint: its form fields and bytes. */
export type GraphUpload = {
  id: string;
  authorization: string;
  fields: Record<string, string>;
  filename: string;
  mimeType: string;
  bytes: Buffer;
};
/** What the fake answers the next calls: an accepted message, a failure, or no answer at all. */
export type GraphReply = 'ok' | 'server-error' | 'bad-request' | 'hang';

/**
 * A local stand-in for the Graph API (WHATSAPP_API_URL points at it): the messages endpoint
 * records every call and answers as told, accepting by default with wamids of its own; the media
 * endpoints take uploads (POST /{phone-number-id}/media, multipart) and serve the files a test
 * puts up as received (GET /{media-id} → url → the bytes, with the token).
 */
export async function startFakeGraph() {
  const uploads: GraphUpload[] = [];
  const files = new Map<string, { bytes: Buffer; mimeType: string }>();
  const downloads: { path: string; authorization: string }[] = [];
  let base = '';
  const calls: GraphCall[] = [];
  const accepted: GraphCall[] = [];
  const script: GraphReply[] = [];
  const hanging: http.ServerResponse[] = [];
  /** What the next requests for a received file's url answer (then as the file is). */
  const mediaScript: Exclude<GraphReply, 'ok' | 'bad-request'>[] = [];
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = req.url ?? '';
      const authorization = String(req.headers.authorization ?? '');
      if (req.method === 'POST' && /^\/v[0-9.]+\/[0-9]+\/media$/.test(url)) {
        return void receiveUpload(req, raw, authorization, res);
      }
      if (req.method === 'GET') return void serveMedia(url, authorization, res);
      const text = raw.toString();
      const call = {
        path: req.url ?? '',
        authorization: String(req.headers.authorization ?? ''),
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      };
      calls.push(call);
      const reply = script.shift() ?? 'ok';
      if (reply === 'hang') return void hanging.push(res);
      res.setHeader('content-type', 'application/json');
      if (reply === 'server-error') {
        res.statusCode = 500;
        return void res.end(JSON.stringify({ error: { message: 'Service unavailable', code: 2 } }));
      }
      if (reply === 'bad-request') {
        res.statusCode = 400;
        return void res.end(
          JSON.stringify({ error: { message: 'Template name does not exist', code: 132001 } }),
        );
      }
      const accept = () => {
        accepted.push(call);
        res.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            messages: [{ id: `wamid.fake${accepted.length}` }],
          }),
        );
      };
      if (delayMs > 0) setTimeout(accept, delayMs);
      else accept();
    });
  });

  function receiveUpload(
    req: http.IncomingMessage,
    raw: Buffer,
    authorization: string,
    res: http.ServerResponse,
  ) {
    const request = new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type'] ?? '') },
      body: new Uint8Array(raw),
    });
    void request.formData().then(async (form) => {
      const file = form.get('file');
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      res.setHeader('content-type', 'application/json');
      if (!(file instanceof File) || fields.messaging_product !== 'whatsapp') {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: { message: 'Invalid upload', code: 100 } }));
      }
      const id = `media.up${uploads.length + 1}`;
      uploads.push({
        id,
        authorization,
        fields,
        filename: file.name,
        mimeType: file.type,
        bytes: Buffer.from(await file.arrayBuffer()),
      });
      res.end(JSON.stringify({ id }));
    });
  }

  /** GET /{version}/{media-id} answers where to fetch it; GET /files/{media-id} the bytes. */
  function serveMedia(url: string, authorization: string, res: http.ServerResponse) {
    downloads.push({ path: url, authorization });
    const wanted = authorization === `Bearer ${token}`;
    const meta = /^\/v[0-9.]+\/([^/?]+)$/.exec(url);
    const scripted = meta ? mediaScript.shift() : undefined;
    if (scripted === 'hang') return void hanging.push(res);
    if (scripted === 'server-error') {
      res.statusCode = 503;
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ error: { message: 'Service unavailable', code: 2 } }));
    }
    const bytes = /^\/files\/([^/?]+)$/.exec(url);
    const file = files.get(decodeURIComponent((meta ?? bytes)?.[1] ?? ''));
    if (!wanted || !file) {
      res.statusCode = wanted ? 404 : 401;
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ error: { message: 'Unknown media', code: 100 } }));
    }
    if (meta) {
      res.setHeader('content-type', 'application/json');
      return res.end(
        JSON.stringify({
          url: `${base}/files/${meta[1]}`,
          mime_type: file.mimeType,
          id: meta[1],
          messaging_product: 'whatsapp',
        }),
      );
    }
    res.setHeader('content-type', file.mimeType);
    res.end(file.bytes);
  }

  let token = '';
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    calls,
    accepted,
    uploads,
    downloads,
    /** A file a client sent, served to whoever brings `accessToken` (as Meta keeps them). */
    putFile: (mediaId: string, bytes: Buffer, mimeType: string, accessToken: string) => {
      token = accessToken;
      files.set(mediaId, { bytes, mimeType });
    },
    /** How the next requests for a received file answer: Graph down or silent (then as usual). */
    failDownloads: (...replies: ('server-error' | 'hang')[]) => mediaScript.push(...replies),
    /** The next calls' answers, in order (then 'ok'). */
    answer: (...replies: GraphReply[]) => script.push(...replies),
    /** Accepted messages are answered `ms` later (as the real API may take): sends pile up. */
    slow: (ms: number) => {
      delayMs = ms;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A webhook body signed as Meta signs it, with `secret`. */
export function signedWebhook(body: unknown, secret: string) {
  const payload = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
  return {
    payload,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  };
}

/** A webhook from Meta with one change to the messages field, `value` its content. */
const messagesWebhook = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field: 'messages', value }] }],
});

export const statusWebhook = (wamid: string, status: string, errors?: object[]) =>
  messagesWebhook({
    statuses: [
      {
        id: wamid,
        status,
        timestamp: '1767225600',
        recipient_id: '59170000001',
        ...(errors ? { errors } : {}),
      },
    ],
  });

/** An incoming photo, PDF or button reply: the message Meta reports, `fields` its content. */
export const incomingOfType = (from: string, id: string, type: string, fields: object) =>
  messagesWebhook({
    messages: [
      { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type, [type]: fields },
    ],
  });

export const incomingWebhook = (from: string, id: string, text: string, at = new Date()) =>
  messagesWebhook({
    messages: [
      {
        from,
        id,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
  });
