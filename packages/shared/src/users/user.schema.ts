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
import { recordSchema } from '../http/audit-fields';
import { z } from '../zod';
import { USER_MESSAGES } from './user-messages';

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
export const UserSchema = recordSchema({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  status: z.string(),
  lastLoginAt: z.string().nullable(),
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
export type CreateUserData = z.output<typeof CreateUserInputSchema>;

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
export type UpdateUserData = z.output<typeof UpdateUserInputSchema>;
