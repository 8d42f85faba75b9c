import {
  StatusSchema,
  addressFields,
  optionalEmail,
  optionalPhone,
  optionalName,
  requiredName,
  updateInput,
} from '../forms/fields';
import { codeSet } from '../forms/code-labels';
import { enumFilter, pageSchema, trashListQueries } from '../http/list-query';
import { recordSchema } from '../http/audit-fields';
import { z } from '../zod';
import { INSTITUTION_MESSAGES } from './institution-messages';

/** Stored as codes, shown with their Spanish labels. */
export const [INSTITUTION_TYPE_LABELS, INSTITUTION_TYPES] = codeSet({
  COLEGIO: 'Colegio',
  UNIVERSIDAD: 'Universidad',
  EMPRESA: 'Empresa',
  OTRO: 'Otro',
});
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

const name = requiredName('El nombre', INSTITUTION_MESSAGES.nameRequired, 150);
const TypeSchema = z.enum(INSTITUTION_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? INSTITUTION_MESSAGES.typeRequired
      : INSTITUTION_MESSAGES.typeInvalid,
});

const fields = {
  ...addressFields,
  contactName: optionalName('El nombre de contacto', 100),
  contactPhone: optionalPhone,
  email: optionalEmail,
};

const required = { name, type: TypeSchema };

export const CreateInstitutionInputSchema = z.object({ ...required, ...fields });
export type CreateInstitutionInput = z.input<typeof CreateInstitutionInputSchema>;
export type CreateInstitutionData = z.output<typeof CreateInstitutionInputSchema>;

/** Only the fields sent change. */
export const UpdateInstitutionInputSchema = updateInput(required, fields);
export type UpdateInstitutionInput = z.input<typeof UpdateInstitutionInputSchema>;
export type UpdateInstitutionData = z.output<typeof UpdateInstitutionInputSchema>;

export const InstitutionSchema = recordSchema({
  name: z.string(),
  type: z.string(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  /** Clients not deleted that belong to it. */
  clientCount: z.number().int(),
});
export type Institution = z.infer<typeof InstitutionSchema>;

export const INSTITUTION_CLIENTS_SHOWN = 50;

/** The details: the institution and a summary of its clients (the first ones by name). */
export const InstitutionDetailsSchema = InstitutionSchema.extend({
  clients: z.object({
    total: z.number().int(),
    active: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        documentNumber: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        status: z.string(),
      }),
    ),
  }),
});
export type InstitutionDetails = z.infer<typeof InstitutionDetailsSchema>;

export const INSTITUTION_SORT_FIELDS = ['name', 'type', 'city', 'status', 'createdAt'] as const;

export const [InstitutionListQuerySchema, InstitutionExportQuerySchema] = trashListQueries(
  {
    type: enumFilter(INSTITUTION_TYPES, INSTITUTION_MESSAGES.typeInvalid),
    status: StatusSchema.optional(),
  },
  INSTITUTION_SORT_FIELDS,
  'name',
);
export type InstitutionListQuery = z.output<typeof InstitutionListQuerySchema>;
export type InstitutionExportQuery = z.output<typeof InstitutionExportQuerySchema>;

export const InstitutionPageSchema = pageSchema(InstitutionSchema);
