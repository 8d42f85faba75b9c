import { serialiseLineDescription, type LineFormSchema, type z } from '@taller/shared';
import { auditFieldsForCreate, auditFieldsForUpdate } from '../../../lib/audit-fields';

export type LineFormOutput = z.output<typeof LineFormSchema>;

/** SPEC.md §7 POST /line/create: name, color, status ACTIVE, description as JSON text, audit. */
export const toCreateLinePayload = (values: LineFormOutput) => ({
  name: values.name,
  color: values.color,
  status: 'ACTIVE' as const,
  description: serialiseLineDescription(values.description),
  ...auditFieldsForCreate(),
});

/** SPEC.md §7 PUT /line/update: id, name, description, color, status, audit. */
export const toUpdateLinePayload = (id: number, values: LineFormOutput) => ({
  id,
  name: values.name,
  description: serialiseLineDescription(values.description),
  color: values.color,
  status: values.status,
  ...auditFieldsForUpdate(),
});
