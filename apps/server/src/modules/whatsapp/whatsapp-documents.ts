import type { EventKind } from '@taller/shared';

/** A document a template carries as its header: its bytes, name and type. */
export type WhatsAppDocument = { bytes: Buffer; filename: string; mimeType: string };

/** What a message's `document` column holds: which record's document, and its name once sent. */
export type DocumentRef = { kind: EventKind; entityId: number; filename?: string };

/** Makes the document of an event's record (a bill's PDF…); null when there is none. */
export type DocumentProvider = (entityId: number) => Promise<WhatsAppDocument | null>;

/**
 * The documents templates may carry, by event kind: the module that owns the record registers
 * how to draw it (the bill's PDF for BILL_ISSUED). Resolved when the message is sent, so a
 * retry sends the document as it is then.
 */
export function createDocumentProviders() {
  const providers = new Map<EventKind, DocumentProvider>();
  return {
    register(kind: EventKind, provider: DocumentProvider) {
      providers.set(kind, provider);
    },
    has: (kind: EventKind) => providers.has(kind),
    kinds: () => [...providers.keys()],
    async render(ref: DocumentRef) {
      const provider = providers.get(ref.kind);
      return provider ? provider(ref.entityId) : null;
    },
  };
}

export type DocumentProviders = ReturnType<typeof createDocumentProviders>;

export const parseDocumentRef = (json: string | null): DocumentRef | null =>
  json ? (JSON.parse(json) as DocumentRef) : null;
