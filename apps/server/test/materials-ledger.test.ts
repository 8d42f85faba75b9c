import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { materialCreator, move, stockOf } from './material-helpers';
import { signedInCaller } from './people-helpers';
import { testDialect } from './test-app';

/** A movement a staff member might post; the API refuses some (an exit without stock). */
const movementArb = fc.oneof(
  fc.record({ type: fc.constant('IN'), milli: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({
    type: fc.constant('OUT'),
    milli: fc.integer({ min: 1, max: 50_000 }),
    negative: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('ADJUSTMENT'),
    milli: fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
    negative: fc.boolean(),
  }),
  fc.record({ type: fc.constant('REVERSAL'), pick: fc.nat() }),
);

describe(`stock ledger (${testDialect})`, () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api } = ctx;
  const create = materialCreator(api);
  let serial = 0;

  it('keeps the stock equal to the sum of the ledger after any sequence of movements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movementArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const m = await create(`PROP-${++serial}`);
        // What the test expects, from what it sent alone: never from what the server answered.
        let stock = 0;
        const written: { id: number; milli: number; reversed: boolean }[] = [];
        for (const step of steps) {
          let body: Record<string, unknown>;
          let milli: number;
          let allowNegative = false;
          let original: (typeof written)[number] | undefined;
          if (step.type === 'REVERSAL') {
            original = written[step.pick % written.length];
            if (!original) continue;
            body = { type: 'REVERSAL', movementId: original.id, reason: 'Error' };
            milli = -original.milli;
          } else {
            milli = step.type === 'OUT' ? -step.milli : step.milli;
            allowNegative = 'negative' in step && step.negative;
            body = {
              type: step.type,
              materialId: m.id,
              quantity: step.milli / 1000,
              ...(step.type === 'ADJUSTMENT' ? { reason: 'Diferencia' } : {}),
              ...(allowNegative ? { allowNegative: true, reason: 'Urgente' } : {}),
            };
          }
          const res = await api('POST', '/api/material/movement', body);
          const refusal = original?.reversed
            ? 'ALREADY_REVERSED'
            : !allowNegative && stock + milli < 0
              ? 'INSUFFICIENT_STOCK'
              : null;
          const what = `${JSON.stringify(body)} on a stock of ${stock} thousandths`;
          if (refusal) {
            expect(
              { status: res.statusCode, code: (res.body as { code?: string }).code },
              what,
            ).toEqual({
              status: 409,
              code: refusal,
            });
            continue;
          }
          expect(res.statusCode, `${what}: ${res.text}`).toBe(200);
          stock += milli;
          expect(Math.round(res.body.data.quantity * 1000), what).toBe(milli);
          expect(Math.round(res.body.data.balanceAfter * 1000), what).toBe(stock);
          if (original) original.reversed = true;
          else written.push({ id: res.body.data.id, milli, reversed: false });
        }
        const ledger = await api(
          'GET',
          `/api/material/${m.id}/movements?pageSize=100&sort=createdAt`,
        );
        const items = ledger.body.data.items as {
          quantity: number;
          balanceAfter: number;
          allowedNegative: boolean;
        }[];
        const sum = items.reduce((total, r) => total + Math.round(r.quantity * 1000), 0);
        expect(sum).toBe(stock);
        expect(Math.round((await stockOf(api, m.id)) * 1000)).toBe(stock);
        // Only a movement that said so left the stock below zero.
        for (const row of items) if (row.balanceAfter < 0) expect(row.allowedNegative).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('never lets concurrent exits drive the stock below zero', async () => {
    const m = await create('CONC-1', { unit: 'unidad' });
    await move(api, { type: 'IN', materialId: m.id, quantity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        api('POST', '/api/material/movement', { type: 'OUT', materialId: m.id, quantity: 1 }),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.map((a) => [a.statusCode, (a.body as { code?: string }).code])).toEqual(
      Array(15).fill([409, 'INSUFFICIENT_STOCK']),
    );
    expect(refused.map((a) => a.body.message)).toEqual(
      Array(15).fill('Stock insuficiente de CONC-1: disponible 0 unidad, se requiere 1 unidad'),
    );
    expect(await stockOf(api, m.id)).toBe(0);
    const balances = accepted.map((a) => a.body.data.balanceAfter).sort((a, b) => a - b);
    expect(balances).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
