import { PAYMENT_METHODS, formatMoney, parseMoney, type Order } from '@taller/shared';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useBills } from '../api/bills';
import { useCreatePayment } from '../api/payments';
import { methodText } from './billing-texts';
import { OrderPicker } from './order-picker';

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const describeOrder = (o: Order) =>
  `${o.number} · ${o.client.name} · saldo ${formatMoney(o.owedCents)}`;

/** 'Registrar comprobante': staff record a client's proof (photo or PDF) of a payment. */
export function PaymentFormDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Registrar comprobante" size="lg">
      {isOpen && <PaymentForm onClose={onClose} />}
    </Modal>
  );
}

type Errors = Partial<Record<'order' | 'amount' | 'paidAt' | 'file' | 'server', string>>;

function PaymentForm({ onClose }: { onClose: () => void }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [billId, setBillId] = useState('');
  const [amount, setAmount] = useState('');
  const [paidAt, setPaidAt] = useState(today());
  const [method, setMethod] = useState<string>('TRANSFER');
  const [reference, setReference] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const bills = useBills(
    { orderId: order?.id, page: 1, pageSize: 100, sort: '-number' },
    order !== null,
  );
  const create = useCreatePayment();
  const liveBills = order ? (bills.data?.items ?? []).filter((b) => b.status !== 'ANNULLED') : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseMoney(amount);
    const found: Errors = {
      order: order ? undefined : 'El pedido es requerido',
      amount: cents === null || cents <= 0 ? 'Ingrese el monto pagado' : undefined,
      paidAt: paidAt ? undefined : 'La fecha del pago es requerida',
      file: file ? undefined : 'Adjunte el comprobante (imagen o PDF)',
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate(
      {
        orderId: order!.id,
        billId: billId ? Number(billId) : null,
        amountCents: cents!,
        paidAt,
        method,
        reference,
        file: file!,
      },
      { onSuccess: onClose, onError: (error) => setErrors({ server: errorMessage(error) }) },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {errors.server && <FormAlert>{errors.server}</FormAlert>}
      <OrderPicker
        order={order}
        describe={describeOrder}
        onPick={(picked) => {
          setOrder(picked);
          setBillId('');
        }}
        error={errors.order}
      />
      <SelectField
        label="Factura (opcional)"
        value={billId}
        onChange={(e) => setBillId(e.target.value)}
        disabled={!order}
        placeholder="Sin factura"
        options={liveBills.map((b) => ({
          value: String(b.id),
          label: `${b.number} · saldo ${formatMoney(b.owedCents, b.currency)}`,
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Monto (Bs)"
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label="Fecha del pago"
          type="date"
          value={paidAt}
          error={errors.paidAt}
          onChange={(e) => setPaidAt(e.target.value)}
        />
        <SelectField
          label="Método"
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: methodText(m) }))}
        />
        <TextField
          label="Referencia bancaria"
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      <TextField
        label="Comprobante"
        type="file"
        accept="image/*,application/pdf"
        hint="Foto o PDF del comprobante, hasta 10MB"
        error={errors.file}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <FormActions
        submitLabel="Registrar comprobante"
        isSubmitting={create.isPending}
        onCancel={onClose}
        wide={false}
      />
    </form>
  );
}
