import {
  CreateUserInputSchema,
  UpdateUserInputSchema,
  z,
  type CreateUserInput,
  type UpdateUserInput,
  type User,
} from '@taller/shared';

export type UserFormValues = {
  name: string;
  email: string;
  phone: string;
  role: string;
  /** 'password': an initial password typed here; 'invite': 'Enviar invitación' by mail. */
  access: 'password' | 'invite';
  password: string;
};

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  phone: '',
  role: '',
  access: 'invite',
  password: '',
};

export const toUserFormValues = (user: User): UserFormValues => ({
  ...EMPTY_USER_FORM,
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  role: user.role,
});

const common = (v: UserFormValues) => ({
  name: v.name,
  email: v.email,
  phone: v.phone,
  // An unchosen role is a missing one ('El rol es requerido'), not an invalid one.
  role: v.role || undefined,
});

/** The form validated by the server's own create schema: password or invitation, not both. */
export const CreateUserFormSchema = z.preprocess(
  (v: UserFormValues) =>
    v.access === 'invite' ? { ...common(v), invite: true } : { ...common(v), password: v.password },
  CreateUserInputSchema,
);

/** The edit form validated by the server's update schema (id added by the caller). */
export const EditUserFormSchema = z.preprocess(
  (v: UserFormValues) => ({ id: 1, ...common(v) }),
  UpdateUserInputSchema,
);

export type CreateUserOutput = z.output<typeof CreateUserInputSchema>;
export type EditUserOutput = z.output<typeof UpdateUserInputSchema>;

/** Only what changed is sent: an unchanged role never trips the own-account rules. */
export function changedUserFields(user: User, values: EditUserOutput): UpdateUserInput {
  const input: UpdateUserInput = { id: user.id };
  if (values.name !== user.name) input.name = values.name;
  if (values.email !== user.email) input.email = values.email;
  if ((values.phone ?? null) !== user.phone) input.phone = values.phone ?? null;
  if (values.role !== undefined && values.role !== user.role) input.role = values.role;
  return input;
}

export type { CreateUserInput };
