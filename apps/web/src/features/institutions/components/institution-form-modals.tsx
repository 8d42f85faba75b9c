import type { CreateInstitutionInput, Institution, UpdateInstitutionInput } from '@taller/shared';
import { EditModal, FormModal, type CreateModalProps } from '../../../components/ui/form-modal';
import { useCreateInstitution } from '../api/create-institution';
import { useUpdateInstitution } from '../api/update-institution';
import { InstitutionForm } from './institution-form';
import { EMPTY_INSTITUTION_FORM, toInstitutionFormValues } from './institution-form-schema';

export function CreateInstitutionModal({ isOpen, onClose, onCreated }: CreateModalProps) {
  const create = useCreateInstitution();
  return (
    <FormModal
      title="Registrar Nueva Institución"
      size="2xl"
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onCreated}
      save={(values) => create.mutateAsync(values as CreateInstitutionInput)}
    >
      {(form) => <InstitutionForm mode="create" defaultValues={EMPTY_INSTITUTION_FORM} {...form} />}
    </FormModal>
  );
}

export function EditInstitutionModal({
  institution,
  onClose,
}: {
  institution: Institution | null;
  onClose: () => void;
}) {
  const update = useUpdateInstitution();
  return (
    <EditModal
      record={institution}
      title="Editar Institución"
      size="2xl"
      onClose={onClose}
      save={(institution: Institution, values: object) =>
        update.mutateAsync({ ...values, id: institution.id } as UpdateInstitutionInput)
      }
    >
      {(institution, form) => (
        <InstitutionForm
          key={institution.id}
          mode="edit"
          defaultValues={toInstitutionFormValues(institution)}
          {...form}
        />
      )}
    </EditModal>
  );
}
