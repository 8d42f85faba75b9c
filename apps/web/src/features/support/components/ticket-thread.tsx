import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DetailsModal } from '../../../resource/details-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useTicket } from '../api/get-ticket';
import { useTicketAction } from '../api/send-ticket-action';
import { type TicketSide } from '../api/ticket-keys';
import { MessageFiles, TicketFilesField, useTicketFiles } from './ticket-files';
import { TicketStatusBadge } from './ticket-status-badge';

/** A ticket's thread with its reply box; close (both sides) and reopen (staff). */
export function TicketThreadModal({
  side,
  ticketId,
  onClose,
}: {
  side: TicketSide;
  ticketId: number | null;
  onClose: () => void;
}) {
  const query = useTicket(side, ticketId);
  const action = useTicketAction(side);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const files = useTicketFiles(side);
  const ticket = query.data;
  const run = (kind: 'close' | 'reopen') =>
    ticket && action.mutate({ kind, id: ticket.id }, { onError: (e) => setError(errorMessage(e)) });
  const reply = () => {
    if (!ticket) return;
    if (text.trim() === '') return setError('El mensaje es requerido');
    setError(null);
    action.mutate(
      { kind: 'reply', id: ticket.id, message: text, attachmentIds: files.ids },
      {
        onSuccess: () => {
          setText('');
          files.reset();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <DetailsModal
      isOpen={ticketId !== null}
      title={ticket ? ticket.subject : 'Ticket'}
      onClose={() => {
        setText('');
        setError(null);
        files.reset();
        onClose();
      }}
      size="2xl"
    >
      <LoadingIndicator isLoading={query.isPending && ticketId !== null} size="medium" />
      {query.isError && (
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      )}
      {ticket && (
        <div className="flex flex-col gap-4">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <TicketStatusBadge status={ticket.status} />
            {side === 'staff' && <span>{ticket.client.name}</span>}
            {ticket.order && <span>Pedido {ticket.order.number}</span>}
          </p>
          <ol aria-label="Mensajes" className="flex flex-col gap-3">
            {ticket.messages.map((m) => {
              const mine = (side === 'staff') === m.fromStaff;
              return (
                <li
                  key={m.id}
                  className={`max-w-[85%] rounded-lg p-3 text-sm ${mine ? 'self-end bg-blue-50' : 'self-start bg-slate-100'}`}
                >
                  <p className="text-xs text-slate-500">
                    {m.fromStaff ? `${m.authorName} (Taller)` : m.authorName} ·{' '}
                    {formatDateTime(m.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap text-slate-900">{m.body}</p>
                  <MessageFiles side={side} ticketId={ticket.id} files={m.attachments} />
                </li>
              );
            })}
          </ol>
          {error && <FormAlert>{error}</FormAlert>}
          {ticket.status !== 'CLOSED' ? (
            <>
              <TextareaField
                label="Responder"
                rows={3}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <TicketFilesField picker={files} />
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  variant="secondary"
                  onClick={() => run('close')}
                  disabled={action.isPending}
                >
                  Cerrar ticket
                </Button>
                <Button onClick={reply} disabled={action.isPending || files.isUploading}>
                  Enviar respuesta
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600">Este ticket está cerrado.</p>
              {side === 'staff' && (
                <Button variant="secondary" onClick={() => run('reopen')}>
                  Reabrir
                </Button>
              )}
            </div>
          )}
        </div>
      )}
    </DetailsModal>
  );
}
