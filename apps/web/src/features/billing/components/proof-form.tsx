import { PAYMENT_METHODS, formatMoney, parseMoney, type Bill } from '@taller/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { NewPayment } from '../api/payments';
import { methodText } from './billing-texts';

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

type Errors = Partial<Record<'order' | 'amount' | 'paidAt' | 'file', string>>;

/**
 * A payment proof's form (amount, date, method, reference, file), shared by staff's 'Registrar
 * comprobante' and the client's 'Enviar comprobante'. The order is chosen (or shown) by `order`.
 */
export function ProofForm({
  order,
  orderId,
  bills,
  initialBillId = null,
  initialAmountCents = null,
  submitLabel,
  isSubmitting,
  serverError,
  onSubmit,
  onCancel,
}: {
  order: ReactNode;
  orderId: number | null;
  /** The order's bills; annulled ones are left out. */
  bills: Bill[];
  initialBillId?: number | null;
  initialAmountCents?: number | null;
  submitLabel: string;
  isSubmitting: boolean;
  serverError: string | null;
  onSubmit: (input: NewPayment) => void;
  onCancel: () => void;
}) {
  const [billId, setBillId] = useState(initialBillId === null ? '' : String(initialBillId));
  const [amount, setAmount] = useState(
    initialAmountCents ? (initialAmountCents / 100).toFixed(2) : '',
  );
  const [paidAt, setPaidAt] = useState(today());
  const [method, setMethod] = useState<string>('TRANSFER');
  const [reference, setReference] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const liveBills = bills.filter((b) => b.status !== 'ANNULLED');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseMoney(amount);
    const found: Errors = {
      order: orderId !== null ? undefined : 'El pedido es requerido',
      amount: cents === null || cents <= 0 ? 'Ingrese el monto pagado' : undefined,
      paidAt: paidAt ? undefined : 'La fecha del pago es requerida',
      file: file ? undefined : 'Adjunte el comprobante (imagen o PDF)',
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit({
      orderId: orderId!,
      // A bill of an order chosen before is not sent with another order.
      billId: liveBills.some((b) => String(b.id) === billId) ? Number(billId) : null,
      amountCents: cents!,
      paidAt,
      method,
      reference,
      file: file!,
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      {order}
      {errors.order && (
        <p role="alert" className="text-sm text-red-700">
          {errors.order}
        </p>
      )}
      <SelectField
        label="Factura (opcional)"
        value={billId}
        onChange={(e) => setBillId(e.target.value)}
        disabled={orderId === null}
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
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
        wide={false}
      />
    </form>
  );
}
