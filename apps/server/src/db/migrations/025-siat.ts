import { sql } from 'kysely';
import { addId, timestampType } from '../columns';
import { addIndex } from './helpers';
import type { Migration } from './types';

/**
 * SIAT online invoicing (issue 36): the settings (one row; the delegated token sealed), the codes
 * SIAT hands out (CUIS per point of sale, the daily CUFD with its control code; kept as history),
 * the synced SIN catalogues, each bill's factura (own number, never reused; CUF, state, SIAT's
 * messages, the XML as sent), the contingency events and the packages sent after them; products
 * gain their SIN codes.
 */
export const m025Siat: Migration = {
  version: 25,
  name: 'siat',
  async up(db, dialect) {
    const ts = timestampType(dialect);
    await db.schema
      .createTable('siat_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('environment', 'text', (c) =>
        c.notNull().check(sql`environment in ('PILOTO', 'PRODUCCION')`),
      )
      .addColumn('nit', 'text')
      .addColumn('system_code', 'text')
      .addColumn('token_secret', 'text')
      .addColumn('branch', 'integer', (c) => c.notNull())
      .addColumn('point_of_sale', 'integer', (c) => c.notNull())
      .addColumn('activity_code', 'text')
      .addColumn('last_sync_at', ts)
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();

    await addId(db.schema.createTable('siat_codes'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('CUIS', 'CUFD')`))
      .addColumn('environment', 'text', (c) => c.notNull())
      .addColumn('branch', 'integer', (c) => c.notNull())
      .addColumn('point_of_sale', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      // CUFD only: its control code and the address SIAT holds for the branch.
      .addColumn('control_code', 'text')
      .addColumn('address', 'text')
      .addColumn('valid_until', ts, (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await addIndex(db, 'siat_codes_current', 'siat_codes', [
      'kind',
      'environment',
      'branch',
      'point_of_sale',
      'id',
    ]);

    await addId(db.schema.createTable('siat_catalogue'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('activity_code', 'text')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('synced_at', ts, (c) => c.notNull())
      .execute();
    await addIndex(db, 'siat_catalogue_name_code', 'siat_catalogue', ['name', 'code']);

    await db.schema
      .createTable('siat_counters')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'integer', (c) => c.notNull())
      .execute();

    await addId(db.schema.createTable('siat_events'), dialect)
      .addColumn('event_code', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('cufd', 'text', (c) => c.notNull())
      .addColumn('started_at', ts, (c) => c.notNull())
      .addColumn('ended_at', ts)
      .addColumn('reception_code', 'text')
      .addColumn('state', 'text', (c) =>
        c.notNull().check(sql`state in ('OPEN', 'CLOSED', 'REGISTERED', 'SENT')`),
      )
      .execute();

    await addId(db.schema.createTable('siat_packages'), dialect)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('siat_events.id'))
      .addColumn('reception_code', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('messages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();

    await addId(db.schema.createTable('siat_invoices'), dialect)
      .addColumn('bill_id', 'integer', (c) => c.notNull().unique().references('bills.id'))
      .addColumn('number', 'integer', (c) => c.notNull().unique())
      .addColumn('cuf', 'text', (c) => c.notNull())
      .addColumn('cufd', 'text', (c) => c.notNull())
      .addColumn('nit', 'text', (c) => c.notNull())
      .addColumn('emission_type', 'integer', (c) => c.notNull().check(sql`emission_type in (1, 2)`))
      .addColumn('state', 'text', (c) =>
        c
          .notNull()
          .check(
            sql`state in ('PENDIENTE_ENVIO', 'VALIDADA', 'OBSERVADA', 'RECHAZADA', 'ANULADA')`,
          ),
      )
      .addColumn('messages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('xml', 'text', (c) => c.notNull())
      .addColumn('legend', 'text', (c) => c.notNull())
      .addColumn('nit_exception', 'integer', (c) => c.notNull())
      .addColumn('reception_code', 'text')
      .addColumn('event_id', 'integer', (c) => c.references('siat_events.id'))
      .addColumn('package_id', 'integer', (c) => c.references('siat_packages.id'))
      .addColumn('annul_reason_code', 'integer')
      .addColumn('annulled_at', ts)
      .addColumn('issued_at', ts, (c) => c.notNull())
      .addColumn('sent_at', ts)
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();
    await addIndex(db, 'siat_invoices_state', 'siat_invoices', ['state', 'id']);

    for (const column of ['siat_activity_code', 'siat_product_code', 'siat_unit_code']) {
      await db.schema.alterTable('products').addColumn(column, 'text').execute();
    }
  },
};
