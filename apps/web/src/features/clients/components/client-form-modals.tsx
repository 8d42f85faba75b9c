import type { Client, CreateClientInput, UpdateClientInput } from '@taller/shared';
import { Modal } from '../../../components/ui/modal';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import { ClientForm } from './client-form';
import { EMPTY_CLIENT_FORM, toClientFormValues } from './client-form-schema';

export function CreateClientModal({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const create = useCreateClient();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Registrar Nuevo Cliente" size="3xl">
      <ClientForm
        defaultValues={EMPTY_CLIENT_FORM}
        onCancel={onClose}
        onSubmit={async (values) => {
          await create.mutateAsync(values as CreateClientInput);
          onClose();
          onCreated();
        }}
      />
    </Modal>
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
    <Modal isOpen={client !== null} onClose={onClose} title="Editar Cliente" size="3xl">
      {client && (
        <ClientForm
          key={client.id}
          client={client}
          defaultValues={toClientFormValues(client)}
          onCancel={onClose}
          onSubmit={async (values) => {
            await update.mutateAsync({
              ...(values as UpdateClientInput),
              id: client.id,
              previousInstitutionId: client.institutionId,
            });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
