import { z } from '../zod';

/** Who created and last changed a record and when (ISO strings), as every record answer ends. */
export const auditFields = {
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
};

/** The audit fields of records whose trash also says who deleted them (lines, models). */
export const auditFieldsWithDeleter = { ...auditFields, deletedBy: z.string().nullable() };

/** A record as the API answers it: its id, its own fields, then the audit fields. */
export const recordSchema = <S extends z.ZodRawShape>(fields: S) =>
  z.object({ id: z.number().int(), ...fields, ...auditFields });

/** What an answer shows of a record it points at: its id and its name, or its number. */
export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const NumberedRefSchema = z.object({ id: z.number().int(), number: z.string() });
