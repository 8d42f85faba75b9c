import { lazyNamed } from '../../components/ui/deferred';
// What other parts of the app use of billing: the menu's count of proofs to check.
export { usePendingPaymentsCount } from './api/pending-count';
// The client area's bills and proofs: the proof form, its upload and the badges. The form is
// loaded on first use, so the index stays light for the screens that only need the count.
export const ProofForm = lazyNamed(() => import('./components/proof-form'), 'ProofForm');
export { createPayment, type NewPayment } from './api/payments';
export { BillStatusBadge, PaymentStatusBadge } from './components/billing-badges';
export { methodText } from './components/billing-texts';
