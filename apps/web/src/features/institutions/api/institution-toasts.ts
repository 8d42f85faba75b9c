import { recordToastIds } from '../../../resource/toast-ids';

/** Toast ids (SPEC.md §8 dedup): successes about one institution carry its id. */
export const INSTITUTION_TOAST_IDS = recordToastIds('institution');
