import { SIAT_SCREEN_MESSAGES as T } from '@taller/shared';
import { useCatalogueEntry } from '../api/get-siat-catalogue';
import { useLiveSiatStatus } from '../api/get-siat-status';
import { CataloguePicker } from './catalogue-picker';

export type ProductSiatValues = {
  siatActivityCode: string | null;
  siatProductCode: string | null;
  siatUnitCode: string | null;
};

/**
 * 'Datos SIAT' of a product: its SIN activity, its product-service code (among that activity's)
 * and its unit, each from the synced catalogues. Shown only while billing goes through SIAT:
 * without it a product needs none of them, and the codes already saved are kept as they are.
 */
export function ProductSiatFields({
  values,
  onChange,
  disabled,
  errors = {},
}: {
  values: ProductSiatValues;
  onChange: (name: keyof ProductSiatValues, code: string | null) => void;
  disabled?: boolean;
  errors?: Partial<Record<keyof ProductSiatValues, string>>;
}) {
  const status = useLiveSiatStatus();
  const activity = useCatalogueEntry('activities', values.siatActivityCode);
  const product = useCatalogueEntry('products', values.siatProductCode);
  const unit = useCatalogueEntry('units', values.siatUnitCode);
  if (status.data?.mode !== 'SIAT_COMPUTARIZADA') return null;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{T.productSection}</legend>
      <div className="sm:col-span-2">
        <CataloguePicker
          name="activities"
          label={T.productActivity}
          value={values.siatActivityCode}
          valueText={activity.data?.description}
          onChange={(entry) => {
            onChange('siatActivityCode', entry?.code ?? null);
            if (entry?.code !== values.siatActivityCode) onChange('siatProductCode', null);
          }}
          disabled={disabled}
          error={errors.siatActivityCode}
        />
      </div>
      <div className="sm:col-span-2">
        <CataloguePicker
          name="products"
          label={T.productCode}
          value={values.siatProductCode}
          valueText={product.data?.description}
          activityCode={values.siatActivityCode ?? undefined}
          onChange={(entry) => onChange('siatProductCode', entry?.code ?? null)}
          disabled={disabled || values.siatActivityCode === null}
          hint={values.siatActivityCode === null ? T.productCodeNeedsActivity : undefined}
          error={errors.siatProductCode}
        />
      </div>
      <div className="sm:col-span-2">
        <CataloguePicker
          name="units"
          label={T.productUnit}
          value={values.siatUnitCode}
          valueText={unit.data?.description}
          onChange={(entry) => onChange('siatUnitCode', entry?.code ?? null)}
          disabled={disabled}
          error={errors.siatUnitCode}
        />
      </div>
    </fieldset>
  );
}
