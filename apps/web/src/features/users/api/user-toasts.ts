import { recordToastIds } from '../../../resource/toast-ids';

/** Toast ids (SPEC.md §8 dedup): successes about one account carry its id. */
export const USER_TOAST_IDS = recordToastIds('user');
