import { CreateFaqInputSchema, z, type Faq } from '@taller/shared';
import { FormActions } from '../../../components/ui/form-actions';
import type { RecordFormProps } from '../../../resource/record-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextInput } from '../../../components/ui/text-input';
import { TextareaField } from '../../../components/ui/textarea-field';
import { recordFormErrors, useZodForm } from '../../../lib/use-zod-form';
import { FAQ_TOAST_IDS } from '../api/faq-keys';

type FaqFormValues = { question: string; answer: string; category: string; published: string };
export type FaqFormOutput = z.output<typeof CreateFaqInputSchema>;

export const EMPTY_FAQ_FORM: FaqFormValues = {
  question: '',
  answer: '',
  category: '',
  published: 'false',
};

/** A stored question as the form edits it. */
export const toFaqFormValues = (faq: Faq): FaqFormValues => ({
  question: faq.question,
  answer: faq.answer,
  category: faq.category,
  published: String(faq.status === 'PUBLISHED'),
});
const FIELDS = ['question', 'answer', 'category'] as const;
const PUBLISH_OPTIONS = [
  { value: 'false', label: 'Borrador (no la ven los clientes)' },
  { value: 'true', label: 'Publicada' },
];

/** Checked by the server's own schema. */
const FormSchema = z.preprocess(
  (v: FaqFormValues) => ({ ...v, published: v.published === 'true' }),
  CreateFaqInputSchema,
);

/** 'Nueva pregunta frecuente' and 'Editar pregunta frecuente'. */
export function FaqForm({
  mode,
  defaultValues,
  onSubmit,
  onCancel,
}: RecordFormProps<FaqFormValues, FaqFormOutput>) {
  const isEdit = mode === 'edit';
  const {
    field,
    submit,
    formState: { isSubmitting },
  } = useZodForm<FaqFormValues, FaqFormOutput>({
    schema: FormSchema,
    defaultValues,
    onSubmit,
    ...recordFormErrors(FIELDS, {}, FAQ_TOAST_IDS.invalidForm),
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextInput
        label="Categoría"
        placeholder="Pagos, Tallas, Entregas..."
        {...field('category')}
      />
      <TextField label="Pregunta" {...field('question')} />
      <TextareaField label="Respuesta" rows={6} {...field('answer')} />
      {!isEdit && <SelectField label="Estado" options={PUBLISH_OPTIONS} {...field('published')} />}
      <FormActions
        submitLabel={isEdit ? 'Guardar Cambios' : 'Guardar Pregunta'}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
        wide
      />
    </form>
  );
}
