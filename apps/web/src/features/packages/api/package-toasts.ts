import { recordToastIds } from '../../../resource/toast-ids';

/** Toast ids (SPEC.md §8 dedup): successes about one pack carry its id. */
export const PACKAGE_TOAST_IDS = recordToastIds('package');
