import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInCaller } from './people-helpers';
import { orderInProduction, recordProgress, stagesOf } from './production-helpers';
import { testDialect } from './test-app';

/**
 * A count recorded at the last stage while a save of the stages adds a new last one (issue 38,
 * migration 033): the order's kept pieces done must be its ledger's sum at the stage that is
 * last once both committed, whichever went first. A count takes the stages' lock (shared)
 * before the order's, as a save does (exclusive) before it writes the orders.
 */
describe.skipIf(testDialect !== 'postgres')('home: kept pieces done under concurrency', () => {
  const ctx = signedInCaller('DIRECTOR', 'Diana Directora');
  const { api } = ctx;

  it('stay exact when a count and a new last stage race', async () => {
    const { order, gorra } = await orderInProduction(api, 'KR');
    const stages = await stagesOf(api);
    // All 8 caps through every stage but the last.
    for (const stage of stages.slice(0, -1)) {
      const res = await recordProgress(api, order.id, {
        stageId: stage.id,
        productId: gorra.id,
        size: null,
        count: 8,
      });
      expect(res.statusCode, res.text).toBe(200);
    }
    const kept = stages.map((s) => ({ id: s.id, name: s.name }));
    const last = stages.at(-1)!;
    const keptAgainstLedger = async () => {
      const { rows } = await sql<{ kept: unknown; fresh: unknown }>`select o.pieces_done as kept,
          coalesce((select sum(sp.count) from stage_progress sp where sp.order_id = o.id
            and sp.stage_id = (select s.id from production_stages s where s.deleted_at is null
              order by s.position desc, s.id desc limit 1)), 0) as fresh
        from orders o where o.id = ${order.id}`.execute(ctx.t.app.db);
      return [Number(rows[0]!.kept), Number(rows[0]!.fresh)];
    };
    for (let round = 1; round <= 6; round++) {
      const [count, save] = await Promise.all([
        recordProgress(api, order.id, {
          stageId: last.id,
          productId: gorra.id,
          size: null,
          count: 1,
        }),
        api('PUT', '/api/production-stage', {
          stages: [...kept, { name: `Revisión ${round}` }],
        }),
      ]);
      expect(count.statusCode, count.text).toBe(200);
      expect(save.statusCode, save.text).toBe(200);
      const [afterRace, fresh] = await keptAgainstLedger();
      expect(afterRace).toBe(fresh);
      // The new last stage goes (it has no counts): the old last one's counts are back.
      const back = await api('PUT', '/api/production-stage', { stages: kept });
      expect(back.statusCode, back.text).toBe(200);
      expect(await keptAgainstLedger()).toEqual([round, round]);
    }
  });
});
