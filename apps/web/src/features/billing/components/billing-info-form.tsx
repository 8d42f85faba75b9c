import {
  BILLING_CURRENCIES,
  BILLING_CURRENCY_LABELS,
  BILLING_MODE_LABELS,
  BILLING_MODES,
  UpdateBillingInfoInputSchema,
  type BillingInfo,
  type UpdateBillingInfoInput,
} from '@taller/shared';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { INVALID_FORM_MESSAGE } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { asRootError, formTexts, useZodForm } from '../../../lib/use-zod-form';
import { useUpdateBillingInfo } from '../api/update-billing-info';
import { BILLING_TOAST_IDS } from '../api/billing-keys';
import { ImageField, type ImageValue } from './image-field';

type Values = UpdateBillingInfoInput;

const CURRENCY_OPTIONS = BILLING_CURRENCIES.map((c) => ({
  value: c,
  label: BILLING_CURRENCY_LABELS[c],
}));
const MODE_OPTIONS = BILLING_MODES.map((m) => ({ value: m, label: BILLING_MODE_LABELS[m] }));
const SECTION =
  'grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6';
const HEADING = 'text-base font-semibold text-slate-900 sm:col-span-2';

const valuesOf = (info: BillingInfo): Values => ({
  version: info.version,
  businessName: info.businessName,
  taxId: info.taxId,
  ...formTexts(info, ['address', 'city', 'phone', 'email', 'footer']),
  logoMediaId: info.logo?.id ?? null,
  qrMediaId: info.qr?.id ?? null,
  bankAccounts: info.bankAccounts,
  taxRatePercent: info.taxRatePercent,
  pricesIncludeTax: info.pricesIncludeTax,
  currency: info.currency,
  seriesPrefix: info.seriesPrefix,
  nextNumber: info.nextNumber,
  billingMode: info.billingMode,
});

/**
 * Datos de facturación: what every bill prints and the billing mode (notas de venta, or
 * facturas through SIAT). Read-only for whoever may not change it.
 */
export function BillingInfoForm({ info, canEdit }: { info: BillingInfo; canEdit: boolean }) {
  const update = useUpdateBillingInfo();
  const [logo, setLogo] = useState<ImageValue>(info.logo);
  const [qr, setQr] = useState<ImageValue>(info.qr);
  const form = useZodForm<Values>({
    schema: UpdateBillingInfoInputSchema,
    defaultValues: valuesOf(info),
    onSubmit: async (values) => {
      const saved = await update.mutateAsync({
        ...values,
        logoMediaId: logo?.id ?? null,
        qrMediaId: qr?.id ?? null,
      });
      form.reset(valuesOf(saved.data));
    },
    serverErrors: asRootError,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE, BILLING_TOAST_IDS.infoError),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'bankAccounts' });
  const rootError = form.formState.errors.root?.server?.message;
  const accountError = (index: number, name: 'bank' | 'accountNumber' | 'holder') =>
    form.formState.errors.bankAccounts?.[index]?.[name]?.message;

  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate>
      <fieldset disabled={!canEdit || form.formState.isSubmitting} className="flex flex-col gap-6">
        {rootError && <FormAlert>{rootError}</FormAlert>}
        <section aria-label="Identidad" className={SECTION}>
          <h2 className={HEADING}>Identidad</h2>
          <TextField label="Razón social" {...form.field('businessName')} maxLength={150} />
          <TextField label="NIT" {...form.field('taxId')} maxLength={30} />
          <TextField label="Dirección" {...form.field('address')} maxLength={200} />
          <TextField label="Ciudad" {...form.field('city')} maxLength={100} />
          <TextField label="Teléfono" {...form.field('phone')} maxLength={32} />
          <TextField label="Correo" type="email" {...form.field('email')} maxLength={254} />
          <ImageField label="Logo" value={logo} onChange={setLogo} disabled={!canEdit} />
          <ImageField label="QR de pago" value={qr} onChange={setQr} disabled={!canEdit} />
        </section>

        <section aria-label="Impuestos y numeración" className={SECTION}>
          <h2 className={HEADING}>Impuestos y numeración</h2>
          <SelectField
            label="Modo de facturación"
            hint="Cambiarlo no modifica los documentos ya emitidos."
            options={MODE_OPTIONS}
            className="sm:col-span-2"
            {...form.field('billingMode')}
          />
          <TextField
            label="Tasa de impuesto"
            suffix="%"
            type="number"
            step="0.01"
            {...form.register('taxRatePercent', { valueAsNumber: true })}
            error={form.formState.errors.taxRatePercent?.message}
          />
          <SelectField label="Moneda" options={CURRENCY_OPTIONS} {...form.field('currency')} />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-2">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300"
              {...form.register('pricesIncludeTax')}
            />
            Los precios incluyen el impuesto
          </label>
          <TextField
            label="Serie"
            hint="Prefijo del número: F-000123"
            {...form.field('seriesPrefix')}
            maxLength={5}
          />
          <TextField
            label="Próximo número"
            type="number"
            hint={
              info.isSeriesStarted
                ? 'La serie ya tiene documentos emitidos: el número sigue solo'
                : 'El número del primer documento de la serie'
            }
            readOnly={info.isSeriesStarted}
            {...form.register('nextNumber', { valueAsNumber: true })}
            error={form.formState.errors.nextNumber?.message}
          />
          <TextareaField
            label="Leyenda al pie"
            rows={2}
            maxLength={500}
            className="sm:col-span-2"
            {...form.field('footer')}
          />
        </section>

        <section aria-label="Cuentas bancarias" className={SECTION}>
          <h2 className={HEADING}>Cuentas bancarias</h2>
          {fields.length === 0 && (
            <p className="text-sm text-slate-500 sm:col-span-2">No hay cuentas bancarias.</p>
          )}
          {fields.map((field, index) => (
            <div
              key={field.id}
              className="grid gap-3 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-4"
            >
              <TextField
                label="Banco"
                {...form.register(`bankAccounts.${index}.bank`)}
                error={accountError(index, 'bank')}
              />
              <TextField
                label="Número de cuenta"
                {...form.register(`bankAccounts.${index}.accountNumber`)}
                error={accountError(index, 'accountNumber')}
              />
              <TextField
                label="Titular"
                {...form.register(`bankAccounts.${index}.holder`)}
                error={accountError(index, 'holder')}
              />
              <div className="flex items-end gap-2">
                <SelectField
                  label="Moneda"
                  className="flex-1"
                  options={BILLING_CURRENCIES.map((c) => ({ value: c, label: c }))}
                  {...form.register(`bankAccounts.${index}.currency`)}
                />
                {canEdit && (
                  <Button
                    variant="ghost"
                    aria-label={`Quitar cuenta ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Quitar
                  </Button>
                )}
              </div>
            </div>
          ))}
          {canEdit && fields.length < 5 && (
            <div className="sm:col-span-2">
              <Button
                variant="secondary"
                onClick={() => append({ bank: '', accountNumber: '', holder: '', currency: 'BOB' })}
              >
                Agregar cuenta
              </Button>
            </div>
          )}
        </section>

        {canEdit && (
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Guardando...' : 'Guardar datos'}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
