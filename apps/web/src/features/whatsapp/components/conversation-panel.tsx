import { whatsAppStatusLabel } from '@taller/shared/whatsapp/whatsapp.schema';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useConsent } from '../api/save-consent';
import { useConversation } from '../api/get-conversation';
import { useReply } from '../api/send-reply';
import { messageText } from './message-log';
import { IncomingFile } from './proof-from-message';

/** One client's messages both ways with their states, consent, and a reply within 24 h. */
export function ConversationPanel({
  clientId,
  onClose,
}: {
  clientId: number | null;
  onClose: () => void;
}) {
  const query = useConversation(clientId);
  const reply = useReply();
  const consent = useConsent();
  const [text, setText] = useState('');
  const data = query.data;
  return (
    <Modal
      isOpen={clientId !== null}
      onClose={onClose}
      title={data ? `Conversación con ${data.client.name}` : 'Conversación'}
      size="lg"
    >
      {query.isPending ? (
        <LoadingIndicator isLoading message="Cargando conversación..." size="medium" />
      ) : query.error || !data ? (
        <LoadError
          message={`Error al cargar la conversación: ${errorMessage(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
            <span>Teléfono: {data.client.phone ?? 'Sin teléfono'}</span>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={data.client.optIn}
                disabled={consent.isPending}
                onChange={(e) =>
                  consent.mutate({ clientId: data.client.id, optIn: e.target.checked })
                }
              />
              Aceptó recibir WhatsApp
              {data.client.consentAt && ` (desde ${formatDateTime(data.client.consentAt)})`}
            </label>
          </div>
          {data.messages.length === 0 ? (
            <p className="p-4 text-center text-sm text-slate-500">
              Aún no hay mensajes con este cliente.
            </p>
          ) : (
            <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto">
              {data.messages.map((m) => (
                <li
                  key={m.id}
                  className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${m.direction === 'IN' ? 'self-start bg-slate-100 text-slate-900' : 'self-end bg-green-100 text-slate-900'}`}
                >
                  <p className="break-words">{messageText(m)}</p>
                  {m.document && <p className="text-xs text-slate-600">📎 {m.document}</p>}
                  <IncomingFile message={m} />
                  <p className="text-xs text-slate-500">
                    {formatDateTime(m.createdAt)} · {whatsAppStatusLabel(m.status)}
                    {m.error && ` · ${m.error}`}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              reply.mutate({ clientId: data.client.id, text }, { onSuccess: () => setText('') });
            }}
          >
            <label htmlFor="respuesta" className="text-sm font-medium text-slate-700">
              Respuesta
            </label>
            <textarea
              id="respuesta"
              rows={3}
              maxLength={4096}
              value={text}
              disabled={!data.canReply}
              onChange={(e) => setText(e.target.value)}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
            />
            {data.replyRefusal ? (
              <p className="text-sm text-amber-800">{data.replyRefusal}</p>
            ) : (
              data.windowEndsAt && (
                <p className="text-xs text-slate-500">
                  Puede responder con texto libre hasta el {formatDateTime(data.windowEndsAt)}.
                </p>
              )
            )}
            <Button type="submit" disabled={!data.canReply || !text.trim() || reply.isPending}>
              {reply.isPending ? 'Enviando...' : 'Enviar respuesta'}
            </Button>
          </form>
        </div>
      )}
    </Modal>
  );
}
