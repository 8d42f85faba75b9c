import { idListParam } from '../bulk/bulk-selection';
import {
  StatusSchema,
  addressFields,
  documentField,
  idField,
  idParam,
  optionalEmail,
  optionalFreeText,
  optionalPhone,
  requiredName,
  updateInput,
} from '../forms/fields';
import { pageSchema, trashListQueries } from '../http/list-query';
import { withPasswordLink } from '../auth/password-link';
import { NamedRefSchema, recordSchema } from '../http/audit-fields';
import { REMINDER_MESSAGES } from '../billing/reminder-messages';
import { z } from '../zod';
import { CLIENT_MESSAGES } from './client-messages';

const name = requiredName('El nombre', CLIENT_MESSAGES.nameRequired, 150);
const documentNumber = documentField(
  'El documento',
  CLIENT_MESSAGES.documentRequired,
  CLIENT_MESSAGES.documentInvalid,
);
const institutionId = idField(CLIENT_MESSAGES.institutionInvalid).nullish();

const fields = {
  email: optionalEmail,
  phone: optionalPhone,
  ...addressFields,
  institutionId,
  notes: optionalFreeText('Las notas', 1000),
  // 'Crear acceso': a sign-in account with role CLIENTE, invited by mail.
  createAccess: z.boolean({ error: CLIENT_MESSAGES.createAccessInvalid }).optional(),
  // 'Pausar recordatorios de pago' (issue 37): no payment reminder goes to this client.
  remindersPaused: z.boolean({ error: REMINDER_MESSAGES.pausedInvalid }).optional(),
};

const required = { name, documentNumber };

export const CreateClientInputSchema = z
  .object({ ...required, ...fields })
  .superRefine((input, ctx) => {
    if (input.createAccess && !input.email) {
      ctx.addIssue({
        code: 'custom',
        message: CLIENT_MESSAGES.emailRequiredForAccess,
        path: ['email'],
      });
    }
  });
export type CreateClientInput = z.input<typeof CreateClientInputSchema>;
export type CreateClientData = z.output<typeof CreateClientInputSchema>;

/**
 * Only the fields sent change; `createAccess: true` adds the account if the client has none (the
 * service checks that the client then has an email).
 */
export const UpdateClientInputSchema = updateInput(required, fields);
export type UpdateClientInput = z.input<typeof UpdateClientInputSchema>;
export type UpdateClientData = z.output<typeof UpdateClientInputSchema>;

export const ClientAccountSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  status: z.string(),
  lastLoginAt: z.string().nullable(),
  hasPassword: z.boolean(),
});

export const ClientSchema = recordSchema({
  name: z.string(),
  documentNumber: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  institutionId: z.number().int().nullable(),
  institution: NamedRefSchema.nullable(),
  notes: z.string().nullable(),
  status: z.string(),
  remindersPaused: z.boolean(),
  account: ClientAccountSchema.nullable(),
});
export type Client = z.infer<typeof ClientSchema>;

/** The answer to create, update and 'Enviar enlace' (the link only when it was not mailed). */
export const ClientWithLinkSchema = withPasswordLink(ClientSchema);
export type ClientWithLink = z.infer<typeof ClientWithLinkSchema>;

export const CLIENT_SORT_FIELDS = [
  'name',
  'documentNumber',
  'city',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** The CSV export takes the list's filters and sort, without pagination. */
export const [ClientListQuerySchema, ClientExportQuerySchema] = trashListQueries(
  {
    status: StatusSchema.optional(),
    institutionId: idParam(CLIENT_MESSAGES.institutionInvalid).optional(),
    /** Only these records: a list's selection (issue 38). */
    ids: idListParam,
  },
  CLIENT_SORT_FIELDS,
  'name',
);
export type ClientListQuery = z.output<typeof ClientListQuerySchema>;
export type ClientExportQuery = z.output<typeof ClientExportQuerySchema>;

export const ClientPageSchema = pageSchema(ClientSchema);
