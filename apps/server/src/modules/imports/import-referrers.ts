import { IMPORT_REFERRER_LABELS } from '@taller/shared';
import type { Referrer } from '../../lib/importer';

/** 'pedidos (3)': what refers to an import's rows, in Spanish, for the 409 of an undo. */
export const referrerLabel = ({ table, count }: Referrer) =>
  `${IMPORT_REFERRER_LABELS[table] ?? table.replace(/_/g, ' ')} (${count})`;
