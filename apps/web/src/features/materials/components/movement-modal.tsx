import {
  MovementInputSchema,
  parseMoney,
  z,
  type Material,
  type MovementInput,
} from '@taller/shared';
import { Controller, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { NameInput } from '../../../components/ui/text-input';
import { asRootError, useZodForm } from '../../../lib/use-zod-form';
import { useRecordMovement } from '../api/record-movement';
import { MaterialSelect } from './material-select';
import { quantityFromText } from './material-form-schema';
import { MOVEMENT_TYPE_OPTIONS } from './material-texts';

type Values = {
  type: 'IN' | 'OUT' | 'ADJUSTMENT';
  materialId: string;
  quantity: string;
  unitCostCents: string;
  supplier: string;
  document: string;
  reason: string;
  allowNegative: boolean;
};

/** The form's boxes as the body the server validates (its messages land on the same fields). */
const FormSchema = z.preprocess((v: Values) => {
  const base = { type: v.type, materialId: v.materialId ? Number(v.materialId) : undefined };
  const quantity = quantityFromText(v.quantity, undefined);
  const reason = v.reason.trim() || undefined;
  if (v.type === 'IN') {
    const cost = v.unitCostCents.trim() === '' ? null : (parseMoney(v.unitCostCents) ?? Number.NaN);
    return {
      ...base,
      quantity,
      unitCostCents: cost,
      supplier: v.supplier,
      document: v.document,
      reason,
    };
  }
  return { ...base, quantity, reason, ...(v.allowNegative ? { allowNegative: true } : {}) };
}, MovementInputSchema);

const HINTS = {
  IN: 'Compra o recepción: suma al stock.',
  OUT: 'Consumo: resta del stock.',
  ADJUSTMENT: 'Diferencia encontrada: positiva suma, negativa resta (p. ej. -2,5).',
} as const;

/** 'Registrar movimiento': an entry (purchase), an exit or an adjustment of one material. */
export function MovementModal({
  isOpen,
  material,
  onClose,
}: {
  isOpen: boolean;
  /** The material it is for (from its row), or null to choose one. */
  material: Material | null;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Registrar movimiento" size="2xl">
      {isOpen && <MovementForm material={material} onDone={onClose} />}
    </Modal>
  );
}

function MovementForm({ material, onDone }: { material: Material | null; onDone: () => void }) {
  const record = useRecordMovement();
  const {
    field,
    control,
    register,
    submit,
    formState: { isSubmitting, errors },
  } = useZodForm<Values, MovementInput>({
    schema: FormSchema,
    defaultValues: {
      type: 'IN',
      materialId: material ? String(material.id) : '',
      quantity: '',
      unitCostCents: '',
      supplier: material?.supplier ?? '',
      document: '',
      reason: '',
      allowNegative: false,
    },
    onSubmit: async (values) => {
      await record.mutateAsync(values);
      onDone();
    },
    serverErrors: asRootError,
  });
  const type = useWatch({ control, name: 'type' });
  const allowNegative = useWatch({ control, name: 'allowNegative' });

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        label="Tipo"
        options={MOVEMENT_TYPE_OPTIONS}
        hint={HINTS[type]}
        {...field('type')}
      />
      {material ? (
        <div>
          <p className="text-sm font-medium text-slate-700">Material</p>
          <p className="mt-2 text-slate-900">{`${material.code} · ${material.name} (${material.unit})`}</p>
        </div>
      ) : (
        <Controller
          control={control}
          name="materialId"
          render={({ field: f, fieldState }) => (
            <div className="sm:col-span-2">
              <MaterialSelect
                value={f.value}
                onChange={f.onChange}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
      )}
      <TextField
        label={type === 'ADJUSTMENT' ? 'Diferencia' : 'Cantidad'}
        inputMode="decimal"
        {...field('quantity')}
      />
      {type === 'IN' && (
        <>
          <TextField label="Costo unitario (Bs)" inputMode="decimal" {...field('unitCostCents')} />
          <NameInput label="Proveedor" {...field('supplier')} />
          <TextField label="Documento" hint="Factura, nota de remisión…" {...field('document')} />
        </>
      )}
      <TextField
        label={type === 'ADJUSTMENT' || allowNegative ? 'Motivo' : 'Motivo (opcional)'}
        className="sm:col-span-2"
        {...field('reason')}
      />
      {type !== 'IN' && (
        <label className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2">
          <input type="checkbox" className="mt-1" {...register('allowNegative')} />
          <span>Permitir stock negativo (se registra con el motivo)</span>
        </label>
      )}
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.root.server.message}
        </p>
      )}
      <FormActions submitLabel="Registrar" isSubmitting={isSubmitting} onCancel={onDone} wide />
    </form>
  );
}
