import { describe, expect, it } from 'vitest';
import { tablesWritten } from './write-watch';

describe('tablesWritten', () => {
  it('names the tables a statement writes, as Kysely and raw SQL spell them', () => {
    expect(tablesWritten('insert into "orders" ("number") values (?)')).toEqual(['orders']);
    expect(tablesWritten('insert or ignore into bills (id) values (1)')).toEqual(['bills']);
    expect(tablesWritten('update "support_tickets" set "status" = $1')).toEqual([
      'support_tickets',
    ]);
    expect(tablesWritten('DELETE FROM Payments WHERE id = 1')).toEqual(['payments']);
    expect(
      tablesWritten('with moved as (update materials set stock_milli = 1 returning id) select 1'),
    ).toEqual(['materials']);
    expect(tablesWritten('truncate table whatsapp_messages')).toEqual(['whatsapp_messages']);
  });

  it('names no table for reads, locks included', () => {
    expect(tablesWritten('select * from "orders" where "id" = $1 for update')).toEqual([]);
    expect(tablesWritten('select * from orders for no key update of orders')).not.toContain(
      'orders',
    );
  });
});
