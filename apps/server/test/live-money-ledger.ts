/**
 * The money writers' ledger (live-money-writers.ts): every write they sent, and whether and when
 * it was acknowledged (a 200 received), for live-money-verify.ts to hold the database to.
 */

export type WriteKind = 'bill' | 'annul' | 'proof' | 'approve' | 'movement' | 'order' | 'refused';

/** A write sent; `ackedAt` once its 200 arrived. */
export type Sent = { sentAt: number; ackedAt?: number };

export type BillRecord = Sent & {
  orderId: number;
  amountCents: number;
  id?: number;
  number?: string;
  annul?: Sent;
};
export type IssuedBill = BillRecord & { id: number };
export type PaymentRecord = Sent & {
  orderId: number;
  billId: number;
  amountCents: number;
  byClient: boolean;
  id?: number;
  approve?: Sent;
};
/** A movement (or a count's adjustment) acknowledged with its id and signed quantity. */
export type MovementRecord = { id: number; materialId: number; quantityMilli: number };
export type OrderRecord = Sent & { clientId: number; id?: number; number?: string };

export type MoneyLedger = {
  bills: BillRecord[];
  payments: PaymentRecord[];
  movements: MovementRecord[];
  /** Movements (and counts) sent, acknowledged or not. */
  movementsSent: number;
  orders: OrderRecord[];
  /** Answers that were not the one expected although the server was up: always a failure. */
  unexpected: string[];
  acks: number;
  /** Writes refused as they had to be. */
  refused: number;
  /** Requests of each kind waiting for their answer right now. */
  inFlight: Record<WriteKind, number>;
  /** Writes sent by each account (the write limits count them). */
  writesBy: Record<string, number>;
};

export const emptyLedger = (): MoneyLedger => ({
  bills: [],
  payments: [],
  movements: [],
  movementsSent: 0,
  orders: [],
  unexpected: [],
  acks: 0,
  refused: 0,
  inFlight: { bill: 0, annul: 0, proof: 0, approve: 0, movement: 0, order: 0, refused: 0 },
  writesBy: {},
});
