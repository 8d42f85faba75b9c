import type { Supplier } from '@taller/shared';
import { useActiveOptions } from '../../../api/query';
import { supplierKeys } from './supplier-keys';

/** How many matches a picker lists at once: typing narrows them down. */
export const SUPPLIER_OPTIONS_SHOWN = 20;

export type SupplierOption = Pick<Supplier, 'id' | 'name'>;

/** The active suppliers whose name, NIT or what they sell matches `search`, by name. */
export const useSupplierOptions = (search: string) =>
  useActiveOptions(
    supplierKeys.options,
    '/supplier',
    search,
    SUPPLIER_OPTIONS_SHOWN,
    ({ id, name }): SupplierOption => ({ id, name }),
  );
