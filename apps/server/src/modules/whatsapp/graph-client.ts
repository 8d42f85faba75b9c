/**
 * The WhatsApp Business Cloud API (Graph API over HTTPS): one message per call to
 * `{base}/{version}/{phoneNumberId}/messages` with the bearer token. Nothing here logs or
 * returns the token; errors carry Graph's own message and code only.
 */
export type GraphTarget = {
  baseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
};

export type OutgoingMessage =
  | { type: 'template'; to: string; name: string; language: string; values: string[] }
  | { type: 'text'; to: string; body: string };

export type SendResult =
  | { ok: true; wamid: string }
  /** `retryable`: worth another try later (network, timeout, 429, 5xx). */
  | { ok: false; retryable: boolean; error: string };

const graphBody = (message: OutgoingMessage) =>
  message.type === 'text'
    ? {
        messaging_product: 'whatsapp',
        to: message.to,
        type: 'text',
        text: { preview_url: false, body: message.body },
      }
    : {
        messaging_product: 'whatsapp',
        to: message.to,
        type: 'template',
        template: {
          name: message.name,
          language: { code: message.language },
          components:
            message.values.length === 0
              ? []
              : [
                  {
                    type: 'body',
                    parameters: message.values.map((text) => ({ type: 'text', text })),
                  },
                ],
        },
      };

export async function sendGraphMessage(
  target: GraphTarget,
  message: OutgoingMessage,
): Promise<SendResult> {
  const url = `${target.baseUrl}/${target.apiVersion}/${encodeURIComponent(target.phoneNumberId)}/messages`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${target.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(graphBody(message)),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    return {
      ok: false,
      retryable: true,
      error: timedOut
        ? 'Sin respuesta de la API de WhatsApp'
        : 'No se pudo conectar con la API de WhatsApp',
    };
  }
  const json = (await res.json().catch(() => null)) as {
    messages?: { id?: string }[];
    error?: { message?: string; code?: number };
  } | null;
  const wamid = json?.messages?.[0]?.id;
  if (res.ok && wamid) return { ok: true, wamid };
  const graph = json?.error;
  const detail = graph?.message
    ? `${graph.message}${graph.code ? ` (${graph.code})` : ''}`
    : `HTTP ${res.status}`;
  return {
    ok: false,
    retryable: res.status === 429 || res.status >= 500 || (res.ok && !wamid),
    error: `La API de WhatsApp rechazó el mensaje: ${detail.slice(0, 300)}`,
  };
}
