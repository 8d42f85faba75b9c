import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { WHATSAPP_MESSAGES as M } from '@taller/shared';

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

/** A document header: a file already uploaded through the media endpoint, and its name. */
export type DocumentHeader = { mediaId: string; filename: string };

export type OutgoingMessage =
  | {
      type: 'template';
      to: string;
      name: string;
      language: string;
      values: string[];
      document?: DocumentHeader;
      buttons?: string[];
    }
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
          components: templateComponents(message),
        },
      };

/** Header (a document), body ({{1}}…, in the order chosen) and quick-reply buttons. */
function templateComponents(message: Extract<OutgoingMessage, { type: 'template' }>) {
  const components: object[] = [];
  if (message.document) {
    const { mediaId, filename } = message.document;
    components.push({
      type: 'header',
      parameters: [{ type: 'document', document: { id: mediaId, filename } }],
    });
  }
  if (message.values.length > 0) {
    components.push({
      type: 'body',
      parameters: message.values.map((text) => ({ type: 'text', text })),
    });
  }
  (message.buttons ?? []).forEach((text, index) =>
    components.push({
      type: 'button',
      sub_type: 'quick_reply',
      index: String(index),
      parameters: [{ type: 'payload', payload: text }],
    }),
  );
  return components;
}

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

const mediaRoot = (target: GraphTarget) => `${target.baseUrl}/${target.apiVersion}`;
const bearer = (target: GraphTarget) => ({ authorization: `Bearer ${target.accessToken}` });

/**
 * POST /{phone-number-id}/media (multipart): uploads a document to send; answers Graph's media
 * id, or a failure as `sendGraphMessage` reports them (retryable or not).
 */
export async function uploadGraphMedia(
  target: GraphTarget,
  file: { bytes: Buffer; filename: string; mimeType: string },
): Promise<{ ok: true; id: string } | { ok: false; retryable: boolean; error: string }> {
  const form = new FormData();
  form.append('messaging_product', 'whatsapp');
  form.append('type', file.mimeType);
  form.append(
    'file',
    new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }),
    file.filename,
  );
  const url = `${mediaRoot(target)}/${encodeURIComponent(target.phoneNumberId)}/media`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: bearer(target),
      body: form,
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    const json = (await res.json().catch(() => null)) as { id?: string } | null;
    if (res.ok && json?.id) return { ok: true, id: json.id };
    return {
      ok: false,
      retryable: res.status === 429 || res.status >= 500,
      error: `${M.mediaUploadFailed} (HTTP ${res.status})`,
    };
  } catch {
    return { ok: false, retryable: true, error: M.mediaUploadFailed };
  }
}

/** A received file's bytes, or why not: `retryable` when Graph may serve it later. */
export type GraphDownload = { ok: true; stream: Readable } | { ok: false; retryable: boolean };

/** Worth another try later: no answer, too many requests, or Graph's own failure. */
const mayPass = (status: number) => status === 429 || status >= 500;

/**
 * GET /{media-id} → a short-lived url → GET it with the token: the file's bytes as a stream.
 * Meta without such a file (4xx) is final; no answer, 429 or 5xx may pass (issue 37).
 */
export async function downloadGraphMedia(
  target: GraphTarget,
  mediaId: string,
): Promise<GraphDownload> {
  try {
    const meta = await fetch(`${mediaRoot(target)}/${encodeURIComponent(mediaId)}`, {
      headers: bearer(target),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    const json = (await meta.json().catch(() => null)) as { url?: string } | null;
    if (!meta.ok || typeof json?.url !== 'string') {
      return { ok: false, retryable: !meta.ok ? mayPass(meta.status) : true };
    }
    const file = await fetch(json.url, {
      headers: bearer(target),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    if (!file.ok || !file.body)
      return { ok: false, retryable: !file.ok ? mayPass(file.status) : true };
    return { ok: true, stream: Readable.fromWeb(file.body as WebReadableStream<Uint8Array>) };
  } catch {
    return { ok: false, retryable: true };
  }
}
