import { PAYMENT_METHODS, centsToText, formatMoney, parseMoney, type Bill } from '@taller/shared';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../api/core';
import { localDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import type { NewPayment } from '../api/create-payment';
import { methodText } from './billing-texts';

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: methodText(m) }));

/** The mutation that sends the proof: staff's or the client's. */
export type ProofSave = {
  mutate: (
    input: NewPayment,
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
};

type Values = { billId: string; amount: string; paidAt: string; method: string; reference: string };
type Errors = Partial<Record<'order' | 'file' | keyof Values, string>>;

/**
 * A payment proof's form (amount, date, method, reference, file), shared by staff's 'Registrar
 * comprobante' and the client's 'Enviar comprobante'. The order is chosen (or shown) by `order`.
 * `save` sends it: the dialog closes once it is saved, or shows why the server refused it.
 */
export function ProofForm({
  order,
  orderId,
  bills,
  initialBillId = null,
  initialAmountCents = null,
  submitLabel,
  save,
  onClose,
}: {
  order: ReactNode;
  orderId: number | null;
  /** The order's bills; annulled ones are left out. */
  bills: Bill[];
  initialBillId?: number | null;
  initialAmountCents?: number | null;
  submitLabel: string;
  save: ProofSave;
  /** Closes the dialog: 'Cancelar', or the proof was saved. */
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(() => ({
    billId: initialBillId === null ? '' : String(initialBillId),
    amount: initialAmountCents ? centsToText(initialAmountCents) : '',
    paidAt: localDay(),
    method: 'TRANSFER',
    reference: '',
  }));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  /** What a TextField or SelectField takes for one of the values: it, its error, its change. */
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const { billId, amount, paidAt, method, reference } = values;
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
    const input: NewPayment = {
      orderId: orderId!,
      // A bill of an order chosen before is not sent with another order.
      billId: liveBills.some((b) => String(b.id) === billId) ? Number(billId) : null,
      amountCents: cents!,
      paidAt,
      method,
      reference,
      file: file!,
    };
    save.mutate(input, {
      onSuccess: onClose,
      onError: (error) => {
        // More than is owed (decision 021): said beside the amount, which names what is owed.
        if (error instanceof ApiError && error.code === 'AMOUNT_OVER_OWED') {
          setErrors({ amount: error.message });
        } else setServerError(errorMessage(error));
      },
    });
  };

  return (
    <DialogForm
      onSubmit={submit}
      submitLabel={submitLabel}
      isSubmitting={save.isPending}
      onCancel={onClose}
    >
      {serverError && <FormAlert>{serverError}</FormAlert>}
      {order}
      {errors.order && (
        <p role="alert" className="text-sm text-red-700">
          {errors.order}
        </p>
      )}
      <SelectField
        label="Documento de venta (opcional)"
        disabled={orderId === null}
        placeholder="Sin documento"
        options={liveBills.map((b) => ({
          value: String(b.id),
          label: `${b.number} · saldo ${formatMoney(b.owedCents, b.currency)}`,
        }))}
        {...field('billId')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Monto (Bs)" inputMode="decimal" {...field('amount')} />
        <TextField label="Fecha del pago" type="date" {...field('paidAt')} />
        <SelectField label="Método" options={METHOD_OPTIONS} {...field('method')} />
        <TextField label="Referencia bancaria" maxLength={100} {...field('reference')} />
      </div>
      <TextField
        label="Comprobante"
        type="file"
        accept="image/*,application/pdf"
        hint="Foto o PDF del comprobante, hasta 10MB"
        error={errors.file}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
    </DialogForm>
  );
}
