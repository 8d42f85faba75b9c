import { z } from '@taller/shared';
import type { FormEvent, ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { isFullHex } from '../lib/hex-color';
import { useZodForm, type ZodFormOptions } from '../lib/use-zod-form';
import { FormActions } from '../components/ui/form-actions';
import { TextListField, type TextListFieldProps } from '../components/ui/text-list-field';

/** What a record's form is given by its 'Registrar Nuevo …' and 'Editar …' modals. */
export type RecordFormProps<V, O> = {
  mode: 'create' | 'edit';
  defaultValues: V;
  onSubmit: (values: O) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * How a record form checks its values: the shared schema of a new record and of an edited one,
 * and where a refused save goes (`recordFormErrors(FIELDS, CONFLICTS, toastId)`).
 */
export type RecordFormRules<V extends FieldValues, O> = {
  create: ZodFormOptions<V, O>['schema'];
  edit: ZodFormOptions<V, O>['schema'];
  errors: Pick<ZodFormOptions<V, O>, 'serverErrors' | 'onInvalid'>;
};

/**
 * A record form's two schemas, the server's own: a new record is checked as `toInput(values)`,
 * an edited one also with its status and a stand-in id (the save puts the real one in).
 */
export const recordFormSchemas = <
  V extends { status: string },
  C extends z.ZodType,
  U extends z.ZodType,
>(
  toInput: (values: V) => object,
  createSchema: C,
  updateSchema: U,
) => ({
  create: z.preprocess((values: V) => toInput(values), createSchema),
  edit: z.preprocess(
    (values: V) => ({ ...toInput(values), id: 1, status: values.status }),
    updateSchema,
  ),
});

/** The form of a new record or of an edited one, validated by the rules of that case. */
export function useRecordForm<V extends FieldValues, O>(
  { mode, defaultValues, onSubmit }: Omit<RecordFormProps<V, O>, 'onCancel'>,
  rules: RecordFormRules<V, O>,
) {
  return useZodForm<V, O>({
    schema: mode === 'edit' ? rules.edit : rules.create,
    defaultValues: defaultValues as ZodFormOptions<V, O>['defaultValues'],
    onSubmit,
    ...rules.errors,
  });
}

/**
 * A record form's frame: its fields in two columns, then 'Cancelar' and 'Guardar Cambios' (an
 * edit) or `saveLabel` (a new record), 'Guardando...' while saving. A form with uploads passes
 * its upload gate (`useUploadGate`): the gate's submit saves, and the button stays busy meanwhile.
 */
export function RecordForm({
  form,
  modal: { mode, onCancel },
  saveLabel,
  uploads,
  children,
}: {
  form: {
    submit: (event: FormEvent<HTMLFormElement>) => unknown;
    formState: { isSubmitting: boolean };
  };
  /** The form's own props: a new record or an edited one, and 'Cancelar'. */
  modal: Pick<RecordFormProps<unknown, unknown>, 'mode' | 'onCancel'>;
  saveLabel: string;
  uploads?: { submit: (event: FormEvent<HTMLFormElement>) => unknown; isUploading: boolean };
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void (uploads ?? form).submit(event)}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {children}
      <FormActions
        submitLabel={mode === 'edit' ? 'Guardar Cambios' : saveLabel}
        isSubmitting={form.formState.isSubmitting}
        onCancel={onCancel}
        wide
        isBusy={uploads?.isUploading}
      />
    </form>
  );
}

/** A catalogue record's 'Descripción': its `description` list, one text added at a time. */
export function DescriptionField<V extends { description: string[] }, O>({
  control,
  label = 'Descripción',
  placeholder,
  emptyText = 'No se han agregado descripciones',
  listLabel,
  removeLabel,
}: Pick<TextListFieldProps, 'listLabel' | 'removeLabel'> & {
  control: Control<V, unknown, O>;
  label?: string;
  placeholder: string;
  emptyText?: string;
}) {
  return (
    <Controller
      control={control}
      name={'description' as FieldPath<V>}
      render={({ field }) => (
        <TextListField
          label={label}
          items={field.value as string[]}
          onChange={field.onChange}
          placeholder={placeholder}
          emptyText={emptyText}
          listLabel={listLabel}
          removeLabel={removeLabel}
        />
      )}
    />
  );
}

/** A stored code as the form's select edits it: one the form offers, else `fallback`. */
export const offeredOr = <C extends string>(value: string, offered: readonly C[], fallback: C) =>
  (offered as readonly string[]).includes(value) ? (value as C) : fallback;

/** A stored colour as the form's colour box edits it: '#AABBCC' in capitals, else `fallback`. */
export const hexOr = (value: string, fallback: string) =>
  isFullHex(value) ? value.toUpperCase() : fallback;
