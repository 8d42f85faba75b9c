import { ReceiptInputSchema, parseMoney, z, type ReceiptInput } from '@taller/shared';
import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { XIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { NameInput } from '../../../components/ui/text-input';
import { localDay } from '../../../lib/dates';
import { asRootError, useZodForm } from '../../../lib/use-zod-form';
import { useRecordReceipt } from '../api/record-receipt';
import { quantityFromText } from './material-form-schema';
import { MaterialSelect } from './material-select';

type Line = { materialId: string; quantity: string; unitCostCents: string };
type Values = { supplier: string; document: string; date: string; lines: Line[] };

const emptyLine = (): Line => ({ materialId: '', quantity: '', unitCostCents: '' });

/** The form's boxes as the body the server validates (its messages land on the same fields). */
const FormSchema = z.preprocess(
  (v: Values) => ({
    supplier: v.supplier,
    document: v.document,
    date: v.date,
    lines: v.lines.map((line) => ({
      materialId: line.materialId ? Number(line.materialId) : undefined,
      quantity: quantityFromText(line.quantity, undefined),
      unitCostCents:
        line.unitCostCents.trim() === '' ? undefined : (parseMoney(line.unitCostCents) ?? NaN),
    })),
  }),
  ReceiptInputSchema,
);

/**
 * 'Entrada de materiales': a supplier's delivery note — supplier, document, its date — with as
 * many lines (material, quantity, unit cost) as it has, saved in one transaction.
 */
export function ReceiptModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Entrada de materiales" size="4xl">
      {isOpen && <ReceiptForm onDone={onClose} />}
    </Modal>
  );
}

function ReceiptForm({ onDone }: { onDone: () => void }) {
  const record = useRecordReceipt();
  const {
    field,
    control,
    submit,
    formState: { isSubmitting, errors },
  } = useZodForm<Values, ReceiptInput>({
    schema: FormSchema,
    defaultValues: { supplier: '', document: '', date: localDay(), lines: [emptyLine()] },
    onSubmit: async (values) => {
      await record.mutateAsync(values);
      onDone();
    },
    serverErrors: asRootError,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const listError = errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <NameInput label="Proveedor (opcional)" {...field('supplier')} />
        <TextField
          label="Documento (opcional)"
          hint="Nota de remisión, factura…"
          {...field('document')}
        />
        <TextField label="Fecha del documento" type="date" {...field('date')} />
      </div>
      <ol aria-label="Líneas de la entrada" className="flex flex-col gap-3">
        {fields.map((row, index) => (
          <li
            key={row.id}
            className="grid grid-cols-1 items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            <Controller
              control={control}
              name={`lines.${index}.materialId`}
              render={({ field: f, fieldState }) => (
                <div className="sm:col-span-3">
                  <MaterialSelect
                    label={`Material ${index + 1}`}
                    value={f.value}
                    onChange={f.onChange}
                    error={fieldState.error?.message}
                  />
                </div>
              )}
            />
            <TextField label="Cantidad" inputMode="decimal" {...field(`lines.${index}.quantity`)} />
            <TextField
              label="Costo unitario (Bs)"
              inputMode="decimal"
              {...field(`lines.${index}.unitCostCents`)}
            />
            <Button
              variant="ghost"
              className="self-center sm:mt-6"
              aria-label={`Quitar la línea ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <XIcon />
            </Button>
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => append(emptyLine())}>
          Agregar línea
        </Button>
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <FormActions
        submitLabel="Registrar entrada"
        isSubmitting={isSubmitting}
        onCancel={onDone}
        wide
      />
    </form>
  );
}
