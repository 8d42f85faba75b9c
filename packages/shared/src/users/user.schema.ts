import { NewPasswordSchema } from '../auth/auth.schema';
import { withPasswordLink } from '../auth/password-link';
import { ROLES } from '../auth/roles';
import {
  IdSchema,
  StatusSchema,
  optionalPhone,
  requiredEmail,
  requiredText,
} from '../forms/fields';
import {
  deletedParam,
  pageParam,
  pageSchema,
  pageSizeParam,
  searchParam,
  sortParam,
} from '../http/list-query';
import { auditFields } from '../http/audit-fields';
import { z } from '../zod';

export const USER_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  roleRequired: 'El rol es requerido',
  roleInvalid: 'Rol no válido',
  passwordOrInvite: 'Indique una contraseña inicial o envíe una invitación',
  inviteInvalid: "El campo 'invite' debe ser verdadero o falso",
  passwordAndInvite: 'Elija una contraseña inicial o una invitación, no ambas',
  notFound: 'Usuario no encontrado',
  emailTaken: 'Ya existe un usuario con este correo',
  notInTrash: 'El usuario no está en la papelera',
  cannotDeactivateSelf: 'No puedes desactivar tu propia cuenta',
  cannotChangeOwnRole: 'No puedes cambiar tu propio rol',
  cannotDeleteSelf: 'No puedes eliminar tu propia cuenta',
  lastDirectorDeactivate: 'No se puede desactivar al último director activo',
  lastDirectorDemote: 'No se puede cambiar el rol del último director activo',
  lastDirectorDelete: 'No se puede eliminar al último director activo',
  onlyDirectorGrantsDirector: 'Solo un director puede asignar el rol Director',
  onlyDirectorActsOnDirector: 'Solo un director puede modificar la cuenta de un director',
  inactiveNoLink: 'No se puede enviar el enlace a un usuario desactivado',
  clientAccountRole: 'Esta cuenta es el acceso de un cliente: su rol no se puede cambiar',
  clientAccountDelete:
    'Esta cuenta es el acceso de un cliente: se desactiva o elimina desde Gestión de Clientes',
  created: 'Usuario creado exitosamente',
  createdInvited: 'Usuario creado. Se ha enviado una invitación por correo.',
  updated: 'Usuario actualizado exitosamente',
  deleted: 'Usuario eliminado exitosamente',
  restored: 'Usuario restaurado exitosamente',
  linkSent: 'Se ha enviado un enlace para restablecer la contraseña',
} as const;

/** Roles are compared trimmed and upper-cased (SPEC.md §6): ' producer' is PRODUCER. */
const RoleSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? USER_MESSAGES.roleRequired : USER_MESSAGES.roleInvalid,
  })
  .trim()
  .toUpperCase()
  .pipe(z.enum(ROLES, { error: USER_MESSAGES.roleInvalid }));
const name = requiredText('El nombre', USER_MESSAGES.nameRequired, 100);

/** A user as the API shows it: never a password hash. */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  status: z.string(),
  lastLoginAt: z.string().nullable(),
  ...auditFields,
});
export type User = z.infer<typeof UserSchema>;

/** The answer to create (with an invitation) and 'Restablecer contraseña'. */
export const UserWithLinkSchema = withPasswordLink(UserSchema);
export type UserWithLink = z.infer<typeof UserWithLinkSchema>;

export const USER_SORT_FIELDS = [
  'name',
  'email',
  'role',
  'status',
  'createdAt',
  'lastLoginAt',
] as const;

export const UserListQuerySchema = z.object({
  q: searchParam,
  role: RoleSchema.optional(),
  status: StatusSchema.optional(),
  deleted: deletedParam,
  page: pageParam,
  pageSize: pageSizeParam,
  sort: sortParam(USER_SORT_FIELDS, 'name'),
});
export type UserListQuery = z.output<typeof UserListQuerySchema>;

export const UserPageSchema = pageSchema(UserSchema);

export const CreateUserInputSchema = z
  .object({
    name,
    email: requiredEmail,
    phone: optionalPhone,
    role: RoleSchema,
    password: NewPasswordSchema.optional(),
    invite: z.boolean({ error: USER_MESSAGES.inviteInvalid }).optional(),
  })
  .superRefine((input, ctx) => {
    const hasPassword = input.password !== undefined;
    if (hasPassword && input.invite) {
      ctx.addIssue({ code: 'custom', message: USER_MESSAGES.passwordAndInvite, path: ['invite'] });
    } else if (!hasPassword && !input.invite) {
      ctx.addIssue({ code: 'custom', message: USER_MESSAGES.passwordOrInvite, path: ['password'] });
    }
  });
export type CreateUserInput = z.input<typeof CreateUserInputSchema>;

/** Only the fields sent change (the list's activate/deactivate sends just id and status). */
export const UpdateUserInputSchema = z.object({
  id: IdSchema,
  name: name.optional(),
  email: requiredEmail.optional(),
  phone: optionalPhone,
  role: RoleSchema.optional(),
  status: StatusSchema.optional(),
});
export type UpdateUserInput = z.input<typeof UpdateUserInputSchema>;
