import {
  SIAT_ENVIRONMENTS,
  SIAT_ENVIRONMENT_LABELS,
  SIAT_SCREEN_MESSAGES as T,
  UpdateSiatSettingsInputSchema,
  type SiatSettings,
  type UpdateSiatSettingsData,
} from '@taller/shared';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { INVALID_FORM_MESSAGE } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { asRootError, useZodForm } from '../../../lib/use-zod-form';
import { useCatalogueEntry } from '../api/get-siat-catalogue';
import { SIAT_TOAST_IDS } from '../api/siat-keys';
import { useUpdateSiatSettings } from '../api/update-siat-settings';
import { formatBoliviaDateTime } from './bolivia-time';
import { CataloguePicker } from './catalogue-picker';

/** What the boxes hold: texts, the two codes as numbers, the token always blank at first. */
type Values = {
  environment: string;
  nit: string;
  systemCode: string;
  token: string;
  branch: number;
  pointOfSale: number;
  activityCode: string | null;
};

const ENVIRONMENT_OPTIONS = SIAT_ENVIRONMENTS.map((value) => ({
  value,
  label: SIAT_ENVIRONMENT_LABELS[value],
}));

const valuesOf = (settings: SiatSettings): Values => ({
  environment: settings.environment,
  nit: settings.nit ?? '',
  systemCode: settings.systemCode ?? '',
  token: '',
  branch: settings.branch,
  pointOfSale: settings.pointOfSale,
  activityCode: settings.activityCode,
});

/**
 * The director's SIAT settings, checked with the shared schema the server uses. The token is
 * write-only: the box starts blank, says 'Guardado' when one is stored, and blank keeps it.
 */
export function SiatSettingsForm({ settings }: { settings: SiatSettings }) {
  const update = useUpdateSiatSettings();
  const form = useZodForm<Values, UpdateSiatSettingsData>({
    schema: UpdateSiatSettingsInputSchema,
    defaultValues: valuesOf(settings),
    onSubmit: async ({ token, ...values }) => {
      const saved = await update.mutateAsync({ ...values, ...(token ? { token } : {}) });
      form.reset(valuesOf(saved.data));
    },
    serverErrors: asRootError,
    onInvalid: () => notify.error(INVALID_FORM_MESSAGE, SIAT_TOAST_IDS.settingsError),
  });
  const { errors, isSubmitting } = form.formState;
  const activity = useCatalogueEntry('activities', form.watch('activityCode'));
  const rootError = errors.root?.server?.message;
  const number = (name: 'branch' | 'pointOfSale') => ({
    ...form.register(name, { valueAsNumber: true }),
    error: errors[name]?.message,
    inputMode: 'numeric' as const,
  });
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate>
      <fieldset
        disabled={isSubmitting}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
      >
        <legend className="sr-only">{T.title}</legend>
        {rootError && (
          <div className="sm:col-span-2">
            <FormAlert>{rootError}</FormAlert>
          </div>
        )}
        <SelectField
          label={T.environment}
          options={ENVIRONMENT_OPTIONS}
          {...form.field('environment')}
        />
        <TextField label={T.nit} inputMode="numeric" maxLength={13} {...form.field('nit')} />
        <TextField
          label={T.systemCode}
          autoComplete="off"
          maxLength={100}
          {...form.field('systemCode')}
        />
        <TextField
          label={T.token}
          type="password"
          autoComplete="off"
          hint={settings.hasToken ? T.tokenSaved : T.tokenMissing}
          {...form.field('token')}
        />
        <TextField label={T.branch} {...number('branch')} />
        <TextField label={T.pointOfSale} {...number('pointOfSale')} />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="activityCode"
            render={({ field, fieldState }) => (
              <CataloguePicker
                name="activities"
                label={T.activity}
                value={field.value}
                valueText={activity.data?.description}
                onChange={(entry) => field.onChange(entry?.code ?? null)}
                error={fieldState.error?.message}
                disabled={isSubmitting}
              />
            )}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 sm:col-span-2">
          <span className="text-sm text-slate-500">
            {settings.updatedAt && T.lastUpdate(formatBoliviaDateTime(settings.updatedAt))}
          </span>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando...' : T.save}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
