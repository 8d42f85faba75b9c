import { ROLES, USER_MESSAGES, roleLabel } from '@taller/shared';
import { useWatch } from 'react-hook-form';
import { PASSWORD_HINT, PHONE_HINT } from '../../../components/ui/field-hints';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextInput } from '../../../components/ui/text-input';
import {
  RecordForm,
  useRecordForm,
  type RecordFormProps,
  type RecordFormRules,
} from '../../../resource/record-form';
import { recordFormErrors } from '../../../lib/use-zod-form';
import { USER_TOAST_IDS } from '../api/user-toasts';
import {
  CreateUserFormSchema,
  EditUserFormSchema,
  type CreateUserOutput,
  type EditUserOutput,
  type UserFormValues,
} from './user-form-schema';

type Output = CreateUserOutput | EditUserOutput;

export type UserFormProps = RecordFormProps<UserFormValues, Output> & {
  /** The signed-in user edits their own account: the role cannot change. */
  isOwnAccount?: boolean;
  /** Only a DIRECTOR may give the Director role (the server refuses it otherwise). */
  mayGrantDirector: boolean;
};

const FIELDS = ['name', 'email', 'phone', 'role', 'password'] as const;
/** Refusals that are about one field: shown beside it (the toast says only what SPEC §8 says). */
const CONFLICTS = {
  EMAIL_TAKEN: 'email',
  [USER_MESSAGES.onlyDirectorGrantsDirector]: 'role',
  [USER_MESSAGES.clientAccountRole]: 'role',
} as const;
const RULES: RecordFormRules<UserFormValues, Output> = {
  create: CreateUserFormSchema,
  edit: EditUserFormSchema,
  errors: recordFormErrors(FIELDS, CONFLICTS, USER_TOAST_IDS.invalidForm),
};

/** 'Registrar Nuevo Usuario' and 'Editar Usuario', validated with the server's schemas. */
export function UserForm(props: UserFormProps) {
  const { defaultValues, isOwnAccount = false, mayGrantDirector } = props;
  const form = useRecordForm(props, RULES);
  const { field, register, control } = form;

  const roleOptions = ROLES.map((role) => ({
    value: role,
    label: roleLabel(role),
    disabled: role === 'DIRECTOR' && !mayGrantDirector && defaultValues.role !== 'DIRECTOR',
  }));
  const access = useWatch({ control, name: 'access' });

  return (
    <RecordForm form={form} modal={props} saveLabel="Guardar Usuario">
      <TextInput label="Nombre" autoComplete="off" className="sm:col-span-2" {...field('name')} />
      <TextField label="Correo electrónico" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Teléfono" type="tel" hint={PHONE_HINT} {...field('phone')} />
      <SelectField
        label="Rol"
        placeholder="Seleccione un rol"
        options={roleOptions}
        disabled={isOwnAccount}
        hint={isOwnAccount ? USER_MESSAGES.cannotChangeOwnRole : undefined}
        {...field('role')}
      />
      {props.mode === 'create' && (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-700">Acceso</legend>
          <div className="mt-2 flex flex-wrap gap-6 text-sm text-slate-800">
            <label className="inline-flex items-center gap-2">
              <input type="radio" value="invite" {...register('access')} />
              Enviar invitación
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="radio" value="password" {...register('access')} />
              Contraseña inicial
            </label>
          </div>
          {access === 'invite' ? (
            <p className="mt-2 text-xs text-slate-500">
              Se enviará por correo un enlace para que el usuario elija su contraseña.
            </p>
          ) : (
            <TextField
              className="mt-3"
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              {...field('password')}
            />
          )}
        </fieldset>
      )}
    </RecordForm>
  );
}
