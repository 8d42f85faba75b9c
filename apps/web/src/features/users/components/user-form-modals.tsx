import type { User } from '@taller/shared';
import { Modal } from '../../../components/ui/modal';
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
    <Modal isOpen={isOpen} onClose={props.onClose} title="Registrar Nuevo Usuario" size="2xl">
      <UserForm
        mode="create"
        defaultValues={EMPTY_USER_FORM}
        mayGrantDirector={props.mayGrantDirector}
        onCancel={props.onClose}
        onSubmit={async (values) => {
          await create.mutateAsync(values as CreateUserOutput);
          props.onClose();
          onCreated();
        }}
      />
    </Modal>
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
    <Modal isOpen={user !== null} onClose={props.onClose} title="Editar Usuario" size="2xl">
      {user && (
        <UserForm
          key={user.id}
          mode="edit"
          defaultValues={toUserFormValues(user)}
          isOwnAccount={user.id === currentUserId}
          mayGrantDirector={props.mayGrantDirector}
          onCancel={props.onClose}
          onSubmit={async (values) => {
            const input = changedUserFields(user, values as EditUserOutput);
            if (Object.keys(input).length > 1) await update.mutateAsync(input);
            props.onClose();
          }}
        />
      )}
    </Modal>
  );
}
