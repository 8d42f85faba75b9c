// What other parts of the app use of billing: the menu's count of proofs to check.
export { usePendingPaymentsCount } from './api/get-pending-payments-count';
// The client area's bills and proofs: the proof form, its upload and the badges. (The director
// layout imports the count from its own file: this index brings the form and its fields.)
export { ProofForm } from './components/proof-form';
export { createPayment, type NewPayment } from './api/create-payment';
export { BillStatusBadge, PaymentStatusBadge } from './components/billing-badges';
export { methodText } from './components/billing-texts';
