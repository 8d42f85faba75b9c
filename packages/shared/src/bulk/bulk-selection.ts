import { MAX_ID } from '../forms/fields';
import { z } from '../zod';
import { BULK_MAX, BULK_MESSAGES as M } from './bulk-messages';

/**
 * `ids=1,2,3` in a query string: only these records (the selection of a list, for its CSV or its
 * PDFs); at most BULK_MAX.
 */
export const idList = z
  .string({ error: M.idsInvalid })
  .regex(new RegExp(`^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${BULK_MAX - 1}}$`), M.idsInvalid)
  .transform((value) => value.split(',').map(Number))
  .refine((ids) => ids.every((id) => id <= MAX_ID), M.idsInvalid);
export const idListParam = idList.optional();
