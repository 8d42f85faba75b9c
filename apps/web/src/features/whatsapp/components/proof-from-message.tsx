import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@taller/shared/billing/payment.schema';
import { formatMoney, parseMoney } from '@taller/shared/money/money';
import { WHATSAPP_SCREEN_TEXTS as T } from '@taller/shared/whatsapp/whatsapp-messages';
import type { WhatsAppMessage } from '@taller/shared/whatsapp/whatsapp.schema';
import { useState, type FormEvent } from 'react';
import { openPrivateFile } from '../../../api/private-file';
import { Button } from '../../../components/ui/button';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { localDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { messageFile, useProofFromMessage, useSenderOrders } from '../api/message-proof';

const METHODS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

/** The form: which of the sender's open orders, how much, when, how. */
function ProofFields({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const orders = useSenderOrders(messageId);
  const save = useProofFromMessage(messageId);
  const [orderId, setOrderId] = useState('');
  const [amount, setAmount] = useState('');
  const [paidAt, setPaidAt] = useState(localDay());
  const [method, setMethod] = useState<string>('TRANSFER');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | undefined>();
  if (orders.isPending) return <LoadingIndicator isLoading message="Cargando pedidos..." />;
  if (orders.error) {
    return (
      <LoadError
        message={`Error al cargar los pedidos: ${errorMessage(orders.error)}`}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) return <p className="text-sm text-slate-600">{T.proofOrderNone}</p>;
  const chosen = orderId || String(orders.data[0]!.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseMoney(amount);
    if (cents === null || cents <= 0) return setAmountError(T.amountInvalid);
    setAmountError(undefined);
    save.mutate(
      {
        orderId: Number(chosen),
        amountCents: cents,
        paidAt,
        method: method as (typeof PAYMENT_METHODS)[number],
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      },
      { onSuccess: onClose, onError: (e) => setError(errorMessage(e)) },
    );
  };
  return (
    <DialogForm
      onSubmit={submit}
      submitLabel={save.isPending ? T.proofSaving : T.proofSubmit}
      isSubmitting={save.isPending}
      onCancel={onClose}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <SelectField
        label={T.proofOrder}
        options={orders.data.map((o) => ({
          value: String(o.id),
          label: `${o.number} · saldo ${formatMoney(o.owedCents)}`,
        }))}
        value={chosen}
        onChange={(e) => setOrderId(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={T.proofAmount}
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label={T.proofDate}
          type="date"
          value={paidAt}
          onChange={(e) => setPaidAt(e.target.value)}
        />
        <SelectField
          label={T.proofMethod}
          options={METHODS}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
        />
        <TextField
          label={T.proofReference}
          maxLength={100}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
    </DialogForm>
  );
}

/**
 * A photo or PDF a client sent: 'Ver archivo' opens it; 'Usar como comprobante' makes it a
 * pending proof of one of their open orders in one step.
 */
export function IncomingFile({ message }: { message: WhatsAppMessage }) {
  const [isOpen, setOpen] = useState(false);
  const file = message.file;
  // A photo or PDF still being downloaded (tried again while Graph may recover): said so.
  const isFile = message.type === 'IMAGE' || message.type === 'DOCUMENT';
  if (!file && isFile && message.direction === 'IN' && !message.error) {
    return <p className="mt-1 text-xs text-slate-600">{T.fileDownloading}</p>;
  }
  if (!file) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <span className="text-xs text-slate-600">
        {file.fileType === 'PDF' ? T.filePdf : T.fileImage}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          void openPrivateFile(messageFile(message.id)).catch((e: unknown) =>
            notify.error(errorMessage(e)),
          )
        }
      >
        {T.openFile}
      </Button>
      {message.clientId !== null && (
        <Button size="sm" onClick={() => setOpen(true)}>
          {T.useAsProof}
        </Button>
      )}
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title={T.proofTitle}>
        {isOpen && <ProofFields messageId={message.id} onClose={() => setOpen(false)} />}
      </Modal>
    </div>
  );
}
