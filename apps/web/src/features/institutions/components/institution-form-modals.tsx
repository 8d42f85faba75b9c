import type { CreateInstitutionInput, Institution, UpdateInstitutionInput } from '@taller/shared';
import { Modal } from '../../../components/ui/modal';
import { useCreateInstitution } from '../api/create-institution';
import { useUpdateInstitution } from '../api/update-institution';
import { InstitutionForm } from './institution-form';
import { EMPTY_INSTITUTION_FORM, toInstitutionFormValues } from './institution-form-schema';

export function CreateInstitutionModal({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const create = useCreateInstitution();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Registrar Nueva Institución" size="2xl">
      <InstitutionForm
        mode="create"
        defaultValues={EMPTY_INSTITUTION_FORM}
        onCancel={onClose}
        onSubmit={async (values) => {
          await create.mutateAsync(values as CreateInstitutionInput);
          onClose();
          onCreated();
        }}
      />
    </Modal>
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
    <Modal isOpen={institution !== null} onClose={onClose} title="Editar Institución" size="2xl">
      {institution && (
        <InstitutionForm
          key={institution.id}
          mode="edit"
          defaultValues={toInstitutionFormValues(institution)}
          onCancel={onClose}
          onSubmit={async (values) => {
            await update.mutateAsync({ ...values, id: institution.id } as UpdateInstitutionInput);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
