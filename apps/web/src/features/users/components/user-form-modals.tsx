import type { User } from '@taller/shared';
import { EditModal, FormModal } from '../../../components/ui/form-modal';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { UserForm } from './user-form';
import {
  EMPTY_USER_FORM,
  changedUserFields,
  toUserFormValues,
  type CreateUserOutput,
  type EditUserOutput,
} from './user-form-schema';

type Props = { mayGrantDirector: boolean; onClose: () => void };

/** 'Registrar Nuevo Usuario': closes when saved and runs `onCreated`. */
export function CreateUserModal({
  isOpen,
  onCreated,
  ...props
}: Props & { isOpen: boolean; onCreated: () => void }) {
  const create = useCreateUser();
  return (
    <FormModal
      isOpen={isOpen}
      title="Registrar Nuevo Usuario"
      size="2xl"
      onClose={props.onClose}
      onSaved={onCreated}
      save={(values) => create.mutateAsync(values as CreateUserOutput)}
    >
      {(form) => (
        <UserForm
          mode="create"
          defaultValues={EMPTY_USER_FORM}
          mayGrantDirector={props.mayGrantDirector}
          {...form}
        />
      )}
    </FormModal>
  );
}

/** 'Editar Usuario': sends only what changed. */
export function EditUserModal({
  user,
  currentUserId,
  ...props
}: Props & { user: User | null; currentUserId: number | null }) {
  const update = useUpdateUser();
  return (
    <EditModal
      record={user}
      title="Editar Usuario"
      size="2xl"
      onClose={props.onClose}
      save={async (user: User, values) => {
        const input = changedUserFields(user, values as EditUserOutput);
        if (Object.keys(input).length > 1) await update.mutateAsync(input);
      }}
    >
      {(user, form) => (
        <UserForm
          key={user.id}
          mode="edit"
          defaultValues={toUserFormValues(user)}
          isOwnAccount={user.id === currentUserId}
          mayGrantDirector={props.mayGrantDirector}
          {...form}
        />
      )}
    </EditModal>
  );
}
