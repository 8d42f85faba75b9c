import { TICKET_MESSAGES } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { errorMessage } from '../../../lib/error-message';
import { useListState } from '../../../lib/list-query';
import { useTicketAction } from '../api/send-ticket-action';
import { useTickets } from '../api/get-tickets';
import { useClientOrders } from '../../client-area';
import { TicketFilesField, useTicketFiles } from '../components/ticket-files';
import { TicketList } from '../components/ticket-list';
import { TicketThreadModal } from '../components/ticket-thread';
import { useLinkedId, useOpenLinked } from '../../../lib/linked-record';

const PAGE_SIZE = 10;

/** 'Soporte' for a client: ask the workshop, follow the answers, reply or close. */
export function ClientSupportPage() {
  const list = useListState(
    { search: '' },
    { field: 'lastMessageAt', direction: 'desc' },
    PAGE_SIZE,
  );
  // The server orders tickets itself (unanswered first, then the latest).
  const query = useTickets('client', { ...list.params, sort: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  // A notification's link (?view=<id>) opens that record.
  const linked = useLinkedId();
  useOpenLinked(linked, linked.id ?? undefined, setOpenId);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Soporte" />
      <NewTicketForm onCreated={setOpenId} />
      <section aria-labelledby="my-tickets" className="flex flex-col gap-3">
        <h2 id="my-tickets" className="text-lg font-semibold text-slate-900">
          Mis tickets
        </h2>
        <TicketList
          side="client"
          query={query}
          pageSize={PAGE_SIZE}
          empty="Todavía no tiene tickets de soporte."
          onOpen={setOpenId}
          onPage={list.setPage}
        />
      </section>
      <TicketThreadModal side="client" ticketId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function NewTicketForm({ onCreated }: { onCreated: (id: number) => void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [orderId, setOrderId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useTicketAction('client');
  const files = useTicketFiles('client');
  const orders = useClientOrders({ page: 1, pageSize: 50, sort: '-number' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim()) return setError(TICKET_MESSAGES.subjectRequired);
    if (!message.trim()) return setError(TICKET_MESSAGES.messageRequired);
    setError(null);
    create.mutate(
      {
        kind: 'create',
        input: {
          subject,
          message,
          orderId: orderId ? Number(orderId) : null,
          attachmentIds: files.ids,
        },
      },
      {
        onSuccess: (answer) => {
          setSubject('');
          setMessage('');
          setOrderId('');
          files.reset();
          onCreated(answer.data.id);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-ticket"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="new-ticket" className="text-lg font-semibold text-slate-900">
        Nueva consulta
      </h2>
      {error && <FormAlert>{error}</FormAlert>}
      <TextField label="Asunto" value={subject} onChange={(e) => setSubject(e.target.value)} />
      <TextareaField
        label="Mensaje"
        rows={4}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <SelectField
        label="Pedido (opcional)"
        placeholder="Ninguno"
        value={orderId}
        onChange={(e) => setOrderId(e.target.value)}
        options={(orders.data?.items ?? []).map((o) => ({ value: String(o.id), label: o.number }))}
      />
      <TicketFilesField picker={files} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || files.isUploading}>
          {create.isPending ? 'Enviando...' : 'Enviar consulta'}
        </Button>
      </div>
    </form>
  );
}
