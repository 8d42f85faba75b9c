import { sql } from 'kysely';
import type { Db } from '../../db/database';
import './production.repository';

/**
 * 'Inicio' (issue 38): per status of the live orders, the pieces recorded through the last live
 * stage (the production module's progress: what is finished), in one aggregate query. A
 * correction below zero counts as none; nothing when the workshop has no stages.
 */
export async function piecesDoneByStatus(db: Db) {
  const result = await sql<{ status: string; done: unknown }>`select o.status,
      sum(case when t.done > 0 then t.done else 0 end) as done
    from (select sp.order_id, sum(sp.count) as done from stage_progress sp
      where sp.stage_id = (select s.id from production_stages s where s.deleted_at is null
        order by s.position desc, s.id desc limit 1)
      group by sp.order_id) t
    join orders o on o.id = t.order_id
    where o.deleted_at is null group by o.status`.execute(db);
  return new Map(result.rows.map((r) => [r.status, Number(r.done ?? 0)]));
}
