import { recordToastIds } from '../../../resource/toast-ids';

/** Toast ids (SPEC.md §8 dedup): successes about one client carry its id. */
export const CLIENT_TOAST_IDS = recordToastIds('client');
