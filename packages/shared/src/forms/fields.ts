import { z } from '../zod';
import { codeSet } from './code-labels';
import { checkBusinessName } from './business-name';
import { DEFAULT_PHONE_COUNTRY, PHONE_INVALID_MESSAGE, toE164 } from './phone';
import {
  SPECIAL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  isGenericText,
} from './special-characters';

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * Field builders shared by the people forms (users, clients, institutions). Optional fields take
 * '' or null as "empty" and give null, so a cleared form box clears the stored value.
 */
export const FIELD_MESSAGES = {
  idInvalid: 'El identificador no es válido',
  statusInvalid: "El estado debe ser 'ACTIVE' o 'INACTIVE'",
  emailRequired: 'El correo es requerido',
  emailInvalid: 'Ingrese un correo electrónico válido',
  controlCharacters: 'El texto contiene caracteres no permitidos',
  tooLong: (label: string, max: number) => `${label} no puede tener más de ${max} caracteres`,
} as const;

/** Largest id a PostgreSQL integer column holds: bigger ones are refused as invalid, not a 500. */
export const MAX_ID = 2_147_483_647;

const emptyToNull = (value: string) => (value === '' ? null : value);

/** An id in a JSON body. */
export const idField = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/**
 * An id in a path or a query string: digits only, within range. The API's document calls it an
 * integer (what the digits mean), so the typed client sends the number the screens hold.
 */
export const idParam = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .meta({ type: 'integer', minimum: 1, maximum: MAX_ID })
    .transform(Number)
    .refine((id) => id <= MAX_ID, message);

export const IdSchema = idField(FIELD_MESSAGES.idInvalid);
export const IdParamsSchema = z.object({ id: idParam(FIELD_MESSAGES.idInvalid) });

/** The version a whole-record form was read at: a save over a newer one is refused. */
export const versionField = (message: string, min = 1) =>
  z.number({ error: message }).int(message).min(min, message).max(MAX_ID, message);

export const [STATUS_LABELS, STATUSES, recordStatusLabel] = codeSet({
  ACTIVE: 'Activo',
  INACTIVE: 'Inactivo',
});
export type Status = (typeof STATUSES)[number];
export const StatusSchema = z.enum(STATUSES, { error: FIELD_MESSAGES.statusInvalid });

/** A required text under SPEC.md §5's generic rule (letters, digits, spaces and . , ' -). */
export const requiredText = (label: string, requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .refine(isGenericText, SPECIAL_CHARACTERS_MESSAGE);

/** An optional text under the generic rule. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .refine(isGenericText, SPECIAL_CHARACTERS_MESSAGE)
    .transform(emptyToNull)
    .nullish();

/** Refuses a name holding a character the business-name rule does not allow, naming it. */
const nameCharacters = (value: string, ctx: z.RefinementCtx) => {
  const message = checkBusinessName(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/**
 * A required name as businesses write it (clients, institutions, products, packs, materials,
 * roster people): letters, digits, spaces and . , ' - ( ) : / & + # (forms/business-name.ts).
 */
export const requiredName = (label: string, requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .superRefine(nameCharacters);

/** An optional name under the same rule ('' or null is none). */
export const optionalName = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .superRefine(nameCharacters)
    .transform(emptyToNull)
    .nullish();

/** A required free text (questions carry '¿?', amounts, symbols; line breaks): no control characters. */
export const requiredFreeText = (label: string, requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .refine((value) => !hasControlCharacters(value), FIELD_MESSAGES.controlCharacters);

/** An optional free text where special characters are allowed (addresses, notes). */
export const optionalFreeText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .refine((value) => !hasControlCharacters(value), FIELD_MESSAGES.controlCharacters)
    .transform(emptyToNull)
    .nullish();

// CI ("1234567 LP", "1234567-1A") or NIT (digits): letters, digits, spaces, hyphens, dots.
const DOCUMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .-]*$/;
const DOCUMENT_MAX = 30;
const foldDocument = (value: string) => value.replace(/\s+/g, ' ').toUpperCase();

/** A required CI or NIT, spaces folded and upper-cased ('1234567  lp' is '1234567 LP'). */
export const documentField = (label: string, requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(DOCUMENT_MAX, FIELD_MESSAGES.tooLong(label, DOCUMENT_MAX))
    .regex(DOCUMENT_PATTERN, invalidMessage)
    .transform(foldDocument);

/** The same, optional: '' or null is none. */
export const optionalDocumentField = (label: string, invalidMessage: string) =>
  z
    .string({ error: invalidMessage })
    .trim()
    .max(DOCUMENT_MAX, FIELD_MESSAGES.tooLong(label, DOCUMENT_MAX))
    .refine((value) => value === '' || DOCUMENT_PATTERN.test(value), invalidMessage)
    .transform((value) => (value === '' ? null : foldDocument(value)))
    .nullish();

/** Where a client or an institution is: its city and its street address, both optional. */
export const addressFields = {
  city: optionalText('La ciudad', 100),
  address: optionalFreeText('La dirección', 200),
};

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Trimmed and lower-cased: emails are unique case-insensitively. */
export const requiredEmail = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(254, FIELD_MESSAGES.emailInvalid)
  .refine(isEmail, FIELD_MESSAGES.emailInvalid);

export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, FIELD_MESSAGES.emailInvalid)
  .refine((value) => value === '' || isEmail(value), FIELD_MESSAGES.emailInvalid)
  .transform(emptyToNull)
  .nullish();

/** A phone as typed (Bolivia by default), stored as E.164. */
export const optionalPhone = z
  .string({ error: PHONE_INVALID_MESSAGE })
  .trim()
  .max(32, PHONE_INVALID_MESSAGE)
  .transform((value, ctx) => {
    if (value === '') return null;
    const e164 = toE164(value, DEFAULT_PHONE_COUNTRY);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return e164;
  })
  .nullish();

/**
 * An update body: the id, the fields a create requires made optional (only the fields sent
 * change), the optional ones as they are, and the status.
 */
export const updateInput = <R extends z.ZodRawShape, F extends z.ZodRawShape>(
  required: R,
  fields: F,
) =>
  z.object({
    id: IdSchema,
    ...z.object(required).partial().shape,
    ...fields,
    status: StatusSchema.optional(),
  });
