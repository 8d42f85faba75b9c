import { png } from './media-samples';
import type { LiveAnswer } from './live-api';
import {
  emptyLedger,
  type BillRecord,
  type IssuedBill,
  type MovementRecord,
  type OrderRecord,
  type PaymentRecord,
  type WriteKind,
} from './live-money-ledger';
import type { MoneyClient, MoneySetup, Writer } from './live-money-setup';

/**
 * Concurrent writers of money and stock against a real server, keeping a ledger of every write
 * they sent (live-money-ledger.ts). Each staff account runs three lanes at once: bills (advances
 * on the orders; every third paid in part and annulled), payments (a small proof on an issued
 * bill, approved; a client's proof approved; every other time an order) and stock (out, in,
 * adjustments, reversals, counts; the lanes meet on one material at a time). Each client sends
 * proofs of Bs 1 on its own bills. Now and then a lane sends a write the server must refuse (an
 * advance above what is left, an approval twice, an exit beyond the stock): it must leave nothing
 * behind, not even a bill number. All writers stop at the first request that gets no answer (the
 * server went away) or an answer they did not expect.
 */

const METHODS = ['TRANSFER', 'QR', 'DEPOSIT', 'CASH'] as const;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

export function startMoneyWriters(setup: MoneySetup) {
  const ledger = emptyLedger();
  /** Client proofs waiting for a staff writer to approve them. */
  const pending: PaymentRecord[] = [];
  /** Bills issued that the payment lanes pay a part of (never annulled). */
  const payable: IssuedBill[] = [];
  let halted = false;

  /**
   * The answer's data when its status is `expected` (200 unless told); null, and every writer
   * stops, otherwise.
   */
  async function send(
    writer: Writer,
    kind: WriteKind,
    what: string,
    request: () => Promise<LiveAnswer>,
    expected = 200,
  ) {
    if (halted) return null;
    ledger.writesBy[writer.name] = (ledger.writesBy[writer.name] ?? 0) + 1;
    ledger.inFlight[kind] += 1;
    let res: LiveAnswer | null = null;
    try {
      res = await request();
    } catch {
      /* no answer: the server went away */
    } finally {
      ledger.inFlight[kind] -= 1;
    }
    if (res?.status === expected) {
      if (expected === 200) ledger.acks += 1;
      else ledger.refused += 1;
      return res.body.data ?? {};
    }
    if (res) ledger.unexpected.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    halted = true;
    return null;
  }

  async function issueBill(writer: Writer, orderId: number, amountCents: number) {
    const bill: BillRecord = { orderId, amountCents, sentAt: Date.now() };
    ledger.bills.push(bill);
    const data = await send(writer, 'bill', 'issue bill', () =>
      writer.api.json('POST', '/api/bill/create', { orderId, kind: 'ADVANCE', amountCents }),
    );
    if (!data) return null;
    Object.assign(bill, { id: data.id, number: data.number, ackedAt: Date.now() });
    return bill as IssuedBill;
  }

  async function sendProof(
    writer: Writer,
    bill: { orderId: number; id: number },
    amountCents: number,
    n: number,
    byClient: boolean,
  ) {
    const payment: PaymentRecord = {
      orderId: bill.orderId,
      billId: bill.id,
      amountCents,
      byClient,
      sentAt: Date.now(),
    };
    ledger.payments.push(payment);
    const path = byClient ? '/api/client-area/payments/create' : '/api/payment/create';
    const fields = {
      orderId: bill.orderId,
      billId: bill.id,
      amountCents,
      paidAt: '2026-01-15',
      method: METHODS[n % METHODS.length]!,
      reference: `${writer.name} ${n}`,
    };
    const content = png(3, 3, [(n * 37) % 256, n % 256, byClient ? 200 : 90]);
    const file = { name: `comprobante-${n}.png`, content, type: 'image/png' };
    const data = await send(writer, 'proof', 'send proof', () =>
      writer.api.form(path, fields, file),
    );
    if (!data) return null;
    Object.assign(payment, { id: data.id, ackedAt: Date.now() });
    return payment;
  }

  async function approve(writer: Writer, payment: PaymentRecord) {
    payment.approve = { sentAt: Date.now() };
    const data = await send(writer, 'approve', 'approve proof', () =>
      writer.api.json('POST', `/api/payment/${payment.id}/approve`),
    );
    if (!data) return false;
    payment.approve.ackedAt = Date.now();
    return true;
  }

  async function annul(writer: Writer, bill: BillRecord) {
    bill.annul = { sentAt: Date.now() };
    const data = await send(writer, 'annul', 'annul bill', () =>
      writer.api.json('POST', `/api/bill/${bill.id}/annul`, { reason: 'Emitida por error' }),
    );
    if (!data) return false;
    bill.annul.ackedAt = Date.now();
    return true;
  }

  /** One stock write of the kind `n` picks; acknowledged ones join the ledger. */
  async function moveStock(writer: Writer, mine: MovementRecord[], materialId: number, n: number) {
    ledger.movementsSent += 1;
    if (n % 7 === 0) {
      const data = await send(writer, 'movement', 'count stock', () =>
        writer.api.json('POST', '/api/material/count', {
          note: `Conteo ${n}`,
          lines: [{ materialId, counted: 900 + (n % 50) }],
        }),
      );
      if (!data) return false;
      const [line] = data.lines as { movementId: number | null; difference: number }[];
      if (line!.movementId !== null) {
        const quantityMilli = Math.round(line!.difference * 1000);
        ledger.movements.push({ id: line!.movementId, materialId, quantityMilli });
      }
      return true;
    }
    const undo = n % 5 === 0 ? mine.shift() : undefined;
    const body = undo
      ? { type: 'REVERSAL', movementId: undo.id, reason: 'Registrado dos veces' }
      : [
          { type: 'OUT', materialId, quantity: 0.5 },
          { type: 'IN', materialId, quantity: 1.25, supplier: 'Textiles del Sur' },
          { type: 'ADJUSTMENT', materialId, quantity: -0.125, reason: 'Merma' },
        ][n % 3]!;
    const data = await send(writer, 'movement', `movement ${body.type}`, () =>
      writer.api.json('POST', '/api/material/movement', body),
    );
    if (!data) return false;
    const record = {
      id: data.id as number,
      materialId: data.material.id as number,
      quantityMilli: Math.round((data.quantity as number) * 1000),
    };
    ledger.movements.push(record);
    if (!undo) mine.push(record);
    return true;
  }

  async function createOrder(writer: Writer, clientId: number) {
    const order: OrderRecord = { clientId, sentAt: Date.now() };
    ledger.orders.push(order);
    const data = await send(writer, 'order', 'create order', () =>
      writer.api.json('POST', '/api/order/create', {
        clientId,
        promisedDate: '2030-04-01',
        items: [{ productId: setup.productId, quantity: 10, unitPriceCents: 100_000 }],
      }),
    );
    if (!data) return false;
    Object.assign(order, { id: data.id, number: data.number, ackedAt: Date.now() });
    return true;
  }

  /** Advances on the orders; every third paid in part, then annulled; every fourth too large. */
  async function billLane(writer: Writer, w: number) {
    const { orderIds } = setup;
    for (let n = 1; !halted; n += 1) {
      const orderId = orderIds[(w + n) % orderIds.length]!;
      // More than is left to bill on any order: refused, and no number is used up.
      const tooLarge = () =>
        writer.api.json('POST', '/api/bill/create', {
          orderId,
          kind: 'ADVANCE',
          amountCents: 1_000_000_000,
        });
      if (n % 4 === 0 && !(await send(writer, 'refused', 'too large a bill', tooLarge, 400)))
        return;
      const bill = await issueBill(writer, orderId, 5000 + n);
      if (!bill) return;
      if (n % 3 !== 0) {
        payable.push(bill);
        continue;
      }
      const proof = await sendProof(writer, bill, 150, n, false);
      if (!proof || !(await approve(writer, proof))) return;
      if (!(await annul(writer, bill))) return;
    }
  }

  /** Pays a part of an issued bill, approves a client's proof, now and then creates an order. */
  async function paymentLane(writer: Writer, w: number) {
    const { clients } = setup;
    for (let n = 1; !halted; n += 1) {
      const bill = payable.shift();
      if (!bill) {
        await pause();
        continue;
      }
      const proof = await sendProof(writer, bill, 100 + (n % 3) * 50, n, false);
      if (!proof || !(await approve(writer, proof))) return;
      // Approved twice (a double click): the second is refused and counts nothing.
      const again = () => writer.api.json('POST', `/api/payment/${proof.id}/approve`);
      if (n % 5 === 0 && !(await send(writer, 'refused', 'approve twice', again, 409))) return;
      const theirs = pending.shift();
      if (theirs && !(await approve(writer, theirs))) return;
      const client = clients[(w + n) % clients.length]!;
      if (n % 2 === 1 && !(await createOrder(writer, client.id))) return;
    }
  }

  /** Stock writes taken by all stock lanes: runs of six go to one material, so lanes meet on it. */
  let stockTurn = 0;
  async function stockLane(writer: Writer) {
    const mine: MovementRecord[] = [];
    const { materialIds } = setup;
    for (let n = 1; !halted; n += 1) {
      const materialId = materialIds[Math.floor(stockTurn++ / 6) % materialIds.length]!;
      // Far beyond the stock: refused, and nothing moves.
      const tooMuch = () =>
        writer.api.json('POST', '/api/material/movement', {
          type: 'OUT',
          materialId,
          quantity: 500_000,
        });
      if (n % 6 === 0 && !(await send(writer, 'refused', 'exit beyond stock', tooMuch, 409)))
        return;
      if (!(await moveStock(writer, mine, materialId, n))) return;
    }
  }

  async function clientWriter(client: MoneyClient) {
    for (let n = 1; !halted; n += 1) {
      // A client sends no faster than staff approve: a few of its proofs wait at most.
      if (pending.filter((p) => client.billIds.includes(p.billId)).length >= 3) {
        await pause();
        continue;
      }
      // Setup issued billIds[i] on orderIds[i].
      const i = n % client.billIds.length;
      const bill = { orderId: client.orderIds[i]!, id: client.billIds[i]! };
      const proof = await sendProof(client, bill, 100, n, true);
      if (!proof) return;
      pending.push(proof);
    }
  }

  const done = Promise.all([
    ...setup.staff.flatMap((writer, i) => [billLane(writer, i), paymentLane(writer, i)]),
    ...setup.staff.map((writer) => stockLane(writer)),
    ...setup.clients.map((client) => clientWriter(client)),
  ]);
  return { ledger, done };
}
