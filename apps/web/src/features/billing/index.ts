// What other parts of the app use of billing: the menu's count of proofs to check.
export { usePendingPaymentsCount } from './api/pending-count';
