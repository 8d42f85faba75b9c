import {
  CreatePurchaseOrderInputSchema,
  PURCHASE_ORDER_TEXTS as T,
  centsToText,
  formatDecimal,
  parseMoney,
  z,
  type CreatePurchaseOrderData,
  type PurchaseOrder,
} from '@taller/shared';
import { Controller, useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { XIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { asRootError, useZodForm } from '../../../lib/use-zod-form';
import { MaterialSelect, quantityFromText } from '../../materials';
import { SupplierCombobox } from '../../suppliers';
import { useSavePurchaseOrder } from '../api/purchase-order-api';

type Line = { materialId: string; quantity: string; unitCost: string };
type Values = { supplierId: string; notes: string; lines: Line[] };

const emptyLine = (): Line => ({ materialId: '', quantity: '', unitCost: '' });

/** The form's boxes as the body the server validates (its messages land on the same fields). */
const FormSchema = z.preprocess(
  (v: Values) => ({
    supplierId: v.supplierId ? Number(v.supplierId) : undefined,
    notes: v.notes,
    lines: v.lines.map((line) => ({
      materialId: line.materialId ? Number(line.materialId) : undefined,
      quantity: quantityFromText(line.quantity, undefined),
      unitCostCents: line.unitCost.trim() === '' ? undefined : (parseMoney(line.unitCost) ?? NaN),
    })),
  }),
  CreatePurchaseOrderInputSchema,
);

/** An order's values in the form's boxes ('12,5', '20,00'), or an empty order. */
const valuesOf = (order?: PurchaseOrder): Values =>
  order
    ? {
        supplierId: String(order.supplier.id),
        notes: order.notes ?? '',
        lines: order.lines.map((line) => ({
          materialId: String(line.material.id),
          quantity: formatDecimal(line.quantity),
          unitCost: centsToText(line.unitCostCents),
        })),
      }
    : { supplierId: '', notes: '', lines: [emptyLine()] };

/**
 * 'Nueva orden de compra' by hand, or a Borrador's changes: the supplier, notes and as many
 * lines (material, quantity, agreed unit cost) as the order has.
 */
export function PurchaseOrderFormModal({
  order,
  isOpen,
  onClose,
}: {
  order?: PurchaseOrder;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={order ? T.editTitle : T.newTitle} size="4xl">
      {isOpen && <PurchaseOrderForm order={order} onDone={onClose} />}
    </Modal>
  );
}

function PurchaseOrderForm({ order, onDone }: { order?: PurchaseOrder; onDone: () => void }) {
  const save = useSavePurchaseOrder();
  const navigate = useNavigate();
  const {
    field,
    control,
    submit,
    formState: { isSubmitting, errors },
  } = useZodForm<Values, CreatePurchaseOrderData>({
    schema: FormSchema,
    defaultValues: valuesOf(order),
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(order ? { ...values, id: order.id } : values);
      onDone();
      if (!order) void navigate(String(saved.data.id));
    },
    serverErrors: asRootError,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const listError = errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="supplierId"
          render={({ field: { value, onChange, onBlur }, fieldState }) => (
            <SupplierCombobox
              label={T.supplier}
              noneLabel={T.chooseSupplier}
              selected={order ? order.supplier : null}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              error={fieldState.error?.message}
              inputClassName={`mt-1 block h-[42px] w-full rounded-md border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none ${
                fieldState.error
                  ? 'border-red-500 focus:ring-red-600'
                  : 'border-slate-300 focus:ring-blue-600'
              }`}
            />
          )}
        />
        <TextField label={T.notes} {...field('notes')} />
      </div>
      <ol aria-label={T.linesOfOrder} className="flex flex-col gap-3">
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
                    label={`${T.material} ${index + 1}`}
                    value={f.value}
                    onChange={f.onChange}
                    error={fieldState.error?.message}
                  />
                </div>
              )}
            />
            <TextField
              label={T.quantity}
              inputMode="decimal"
              {...field(`lines.${index}.quantity`)}
            />
            <TextField
              label={`${T.unitCost} (Bs)`}
              inputMode="decimal"
              {...field(`lines.${index}.unitCost`)}
            />
            <Button
              variant="ghost"
              className="self-center sm:mt-6"
              aria-label={T.removeLine(index + 1)}
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
          {T.addLine}
        </Button>
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <FormActions
        submitLabel={order ? T.saveChanges : T.create}
        isSubmitting={isSubmitting}
        onCancel={onDone}
        wide
      />
    </form>
  );
}
