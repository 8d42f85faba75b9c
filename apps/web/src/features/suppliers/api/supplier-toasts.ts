import { recordToastIds } from '../../../resource/toast-ids';

/** Toast ids (SPEC.md §8 dedup): successes about one supplier carry its id. */
export const SUPPLIER_TOAST_IDS = recordToastIds('supplier');
