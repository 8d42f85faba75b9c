import {
  BILL_KINDS,
  formatMoney,
  parseMoney,
  type Bill,
  type CreateBillInput,
  type Order,
} from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useCreateBill } from '../api/create-bill';
import { billKindText } from './billing-texts';
import { OrderPicker } from './order-picker';
import { ContingencyBanner, isNitRefused, NitExceptionOffer } from '../../siat';

/**
 * 'Emitir nota de venta' ('Emitir factura' with SIAT, `title`): an order, the whole of it, an
 * advance (an amount) or the balance.
 */
export function IssueBillDialog({
  title,
  isOpen,
  onClose,
  onIssued,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onIssued: (bill: Bill) => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} size="lg">
      {isOpen && <IssueBillForm submitLabel={title} onClose={onClose} onIssued={onIssued} />}
    </Modal>
  );
}

const owedText = (o: Order) =>
  `${o.number} · ${o.client.name} · facturado ${formatMoney(o.billedCents)} de ${formatMoney(o.totalCents)}`;

function IssueBillForm({
  submitLabel,
  onClose,
  onIssued,
}: {
  submitLabel: string;
  onClose: () => void;
  onIssued: (bill: Bill) => void;
}) {
  const [order, setOrder] = useState<Order | null>(null);
  const [kind, setKind] = useState<(typeof BILL_KINDS)[number]>('ADVANCE');
  const [amount, setAmount] = useState('');
  const [billingName, setBillingName] = useState('');
  const [billingTaxId, setBillingTaxId] = useState('');
  const [errors, setErrors] = useState<{ order?: string; amount?: string; server?: string }>({});
  /** SIAT could not verify the NIT: the bill as sent, to resend with the exception. */
  const [nitRefused, setNitRefused] = useState<{ input: CreateBillInput; message: string } | null>(
    null,
  );
  const create = useCreateBill();
  const send = (input: CreateBillInput) => {
    setNitRefused(null);
    create.mutate(input, {
      onSuccess: (envelope) => onIssued(envelope.data),
      onError: (error) =>
        isNitRefused(error)
          ? setNitRefused({ input, message: error.message })
          : setErrors({ server: errorMessage(error) }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseMoney(amount);
    const found = {
      order: order ? undefined : 'El pedido es requerido',
      amount:
        kind === 'ADVANCE' && (cents === null || cents <= 0)
          ? 'Ingrese el monto del anticipo'
          : undefined,
    };
    setErrors(found);
    if (!order || found.amount) return;
    send({
      orderId: order.id,
      kind,
      ...(kind === 'ADVANCE' ? { amountCents: cents! } : {}),
      ...(billingName.trim() ? { billingName: billingName.trim() } : {}),
      ...(billingTaxId.trim() ? { billingTaxId: billingTaxId.trim() } : {}),
    });
  };

  return (
    <DialogForm
      onSubmit={submit}
      submitLabel={submitLabel}
      isSubmitting={create.isPending}
      onCancel={onClose}
    >
      <ContingencyBanner />
      {errors.server && <FormAlert>{errors.server}</FormAlert>}
      {nitRefused && (
        <NitExceptionOffer
          message={nitRefused.message}
          isSubmitting={create.isPending}
          onIssueAnyway={() => send({ ...nitRefused.input, nitException: true })}
        />
      )}
      <OrderPicker
        order={order}
        describe={owedText}
        onPick={(picked) => {
          setOrder(picked);
          setErrors({});
        }}
        error={errors.order}
      />
      <RadioGroup
        legend="Qué se cobra"
        name="kind"
        choices={BILL_KINDS}
        value={kind}
        label={billKindText}
        onChange={setKind}
      />
      {kind === 'ADVANCE' && (
        <TextField
          label="Monto del anticipo (Bs)"
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Razón social del cliente"
          hint={order ? `Por defecto: ${order.client.name}` : 'Por defecto: el nombre del cliente'}
          value={billingName}
          maxLength={150}
          onChange={(e) => setBillingName(e.target.value)}
        />
        <TextField
          label="NIT/CI del cliente"
          hint="Por defecto: el documento del cliente"
          value={billingTaxId}
          maxLength={30}
          onChange={(e) => {
            setBillingTaxId(e.target.value);
            setNitRefused(null);
          }}
        />
      </div>
    </DialogForm>
  );
}
