import type { Client, CreateClientInput, UpdateClientInput } from '@taller/shared';
import { EditModal, FormModal, type CreateModalProps } from '../../../components/ui/form-modal';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import { ClientForm } from './client-form';
import { EMPTY_CLIENT_FORM, toClientFormValues } from './client-form-schema';

export function CreateClientModal({ isOpen, onClose, onCreated }: CreateModalProps) {
  const create = useCreateClient();
  return (
    <FormModal
      title="Registrar Nuevo Cliente"
      size="3xl"
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onCreated}
      save={(values) => create.mutateAsync(values as CreateClientInput)}
    >
      {(form) => <ClientForm mode="create" defaultValues={EMPTY_CLIENT_FORM} {...form} />}
    </FormModal>
  );
}

export function EditClientModal({
  client,
  onClose,
}: {
  client: Client | null;
  onClose: () => void;
}) {
  const update = useUpdateClient();
  return (
    <EditModal
      record={client}
      title="Editar Cliente"
      size="3xl"
      onClose={onClose}
      save={(client: Client, values) =>
        update.mutateAsync({
          ...(values as UpdateClientInput),
          id: client.id,
          previousInstitutionId: client.institutionId,
        })
      }
    >
      {(client, form) => (
        <ClientForm
          key={client.id}
          mode="edit"
          client={client}
          defaultValues={toClientFormValues(client)}
          {...form}
        />
      )}
    </EditModal>
  );
}
