import {
  CreateFaqInputSchema,
  z,
  type CreateFaqInput,
  type Faq,
  type UpdateFaqInput,
} from '@taller/shared';
import { FormActions } from '../../../components/ui/form-actions';
import { EditModal, FormModal, type CreateModalProps } from '../../../components/ui/form-modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextInput } from '../../../components/ui/text-input';
import { TextareaField } from '../../../components/ui/textarea-field';
import { recordFormErrors, useZodForm } from '../../../lib/use-zod-form';
import { FAQ_TOAST_IDS, useCreateFaq, useUpdateFaq } from '../api/faqs';

type FaqFormValues = { question: string; answer: string; category: string; published: string };
type FaqFormOutput = z.output<typeof CreateFaqInputSchema>;

const EMPTY: FaqFormValues = { question: '', answer: '', category: '', published: 'false' };
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

function FaqForm({
  isEdit,
  defaultValues,
  onSubmit,
  onCancel,
}: {
  isEdit: boolean;
  defaultValues: FaqFormValues;
  onSubmit: (values: FaqFormOutput) => Promise<unknown>;
  onCancel: () => void;
}) {
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

export function CreateFaqModal({ onCreated, ...modal }: CreateModalProps) {
  const create = useCreateFaq();
  return (
    <FormModal
      title="Nueva pregunta frecuente"
      size="2xl"
      {...modal}
      onSaved={onCreated}
      save={(values: FaqFormOutput) => create.mutateAsync(values as CreateFaqInput)}
    >
      {(form) => <FaqForm isEdit={false} defaultValues={EMPTY} {...form} />}
    </FormModal>
  );
}

export function EditFaqModal({ faq, onClose }: { faq: Faq | null; onClose: () => void }) {
  const update = useUpdateFaq();
  return (
    <EditModal
      record={faq}
      title="Editar pregunta frecuente"
      size="2xl"
      onClose={onClose}
      // Publishing has its own calls: the edit sends the texts only.
      save={(faq: Faq, { question, answer, category }: FaqFormOutput) =>
        update.mutateAsync({ id: faq.id, question, answer, category } satisfies UpdateFaqInput)
      }
    >
      {(faq, form) => (
        <FaqForm
          key={faq.id}
          isEdit
          defaultValues={{
            question: faq.question,
            answer: faq.answer,
            category: faq.category,
            published: String(faq.status === 'PUBLISHED'),
          }}
          {...form}
        />
      )}
    </EditModal>
  );
}
