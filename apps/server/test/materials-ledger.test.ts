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
        const written: number[] = [];
        let expected = 0;
        for (const step of steps) {
          const body =
            step.type === 'REVERSAL'
              ? written.length === 0
                ? null
                : {
                    type: 'REVERSAL',
                    movementId: written[step.pick % written.length],
                    reason: 'Error',
                  }
              : {
                  type: step.type,
                  materialId: m.id,
                  quantity: step.type === 'OUT' ? step.milli / 1000 : step.milli / 1000,
                  ...(step.type === 'ADJUSTMENT' ? { reason: 'Diferencia' } : {}),
                  ...('negative' in step && step.negative
                    ? { allowNegative: true, reason: 'Urgente' }
                    : {}),
                };
          if (!body) continue;
          const res = await api('POST', '/api/material/movement', body);
          // Refused: below zero without saying so, or a movement already reversed.
          if (res.statusCode !== 200) {
            expect(res.statusCode).toBe(409);
            continue;
          }
          expected += Math.round(res.body.data.quantity * 1000);
          expect(Math.round(res.body.data.balanceAfter * 1000)).toBe(expected);
          if (!res.body.data.reversesId) written.push(res.body.data.id);
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
        expect(Math.round((await stockOf(api, m.id)) * 1000)).toBe(sum);
        expect(sum).toBe(expected);
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
    expect(refused.map((a) => a.body.message)).toEqual(
      Array(15).fill('Stock insuficiente de CONC-1: disponible 0 unidad, se requiere 1 unidad'),
    );
    expect(await stockOf(api, m.id)).toBe(0);
    const balances = accepted.map((a) => a.body.data.balanceAfter).sort((a, b) => a - b);
    expect(balances).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
