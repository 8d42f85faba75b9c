import { sql } from 'kysely';
import type { Db } from '../../db/database';
import './whatsapp.repository';

/**
 * 'Inicio' (issue 38): conversations waiting for an answer, the clients whose last message
 * (the newest row) came in, in one aggregate query.
 */
export async function countWaitingConversations(db: Db) {
  const result = await sql<{ count: unknown }>`select count(*) as count
    from (select client_id, max(id) as last_id from whatsapp_messages
      where client_id is not null group by client_id) t
    join whatsapp_messages m on m.id = t.last_id
    where m.direction = 'IN'`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}
