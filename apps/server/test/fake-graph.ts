import { createHmac } from 'node:crypto';
import http from 'node:http';

export type GraphCall = { path: string; authorization: string; body: Record<string, unknown> };
/** What the fake answers the next calls: an accepted message, a failure, or no answer at all. */
export type GraphReply = 'ok' | 'server-error' | 'bad-request' | 'hang';

/**
 * A local stand-in for the Graph API's messages endpoint (WHATSAPP_API_URL points at it): it
 * records every call and answers as told, accepting by default with wamids of its own.
 */
export async function startFakeGraph() {
  const calls: GraphCall[] = [];
  const accepted: GraphCall[] = [];
  const script: GraphReply[] = [];
  const hanging: http.ServerResponse[] = [];
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    accepted,
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
