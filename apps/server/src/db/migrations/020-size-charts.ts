import { sql, type Kysely } from 'kysely';
import { addAuditColumns, addId } from '../columns';
import { addIndex, addLiveIndex, doubleType, ownedBy } from './helpers';
import type { Migration } from './types';

// Migrations see the schema as it was when they were written, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type StoredSize = { id: number; productId: number; min: number; max: number };

/**
 * Until now a size held both ends of its range (S 100–129,9, M 130–149,9). From here a size holds
 * `[min, max)` and the last one its max too (shared/products/product-sizes.ts), so each table is
 * rewritten to keep its meaning: a size followed by a gap ends a tenth above its old max, which
 * joins it to a next size that started a tenth above (129,9 → 130) and keeps every height of one
 * decimal where it was; the last size of each product is unchanged. Written out here (not the
 * shared `openClosedRanges`) so that this migration never changes.
 */
async function openClosedRanges(db: AnyDb) {
  // Raw SQL with one-word aliases: the same rows whether or not the caller maps column names.
  const { rows } = await sql<{ id: number; pid: number; lo: number; hi: number }>`
    select id, product_id as pid, min_height_cm as lo, max_height_cm as hi
    from product_sizes order by product_id, min_height_cm, id`.execute(db);
  const sizes: StoredSize[] = rows.map((row) => ({
    id: Number(row.id),
    productId: Number(row.pid),
    min: Number(row.lo),
    max: Number(row.hi),
  }));
  for (const [index, size] of sizes.entries()) {
    const next = sizes[index + 1];
    if (!next || next.productId !== size.productId) continue;
    const above = Math.round((size.max + 0.1) * 10) / 10;
    if (next.min < above) continue;
    await sql`update product_sizes set max_height_cm = ${above} where id = ${size.id}`.execute(db);
  }
}

/**
 * Size charts (issue 34): a named size table declared once, on its own or for a line (one chart
 * of a line may be its default, which products generated from the line's models take). A product
 * that uses a chart points at it (`products.size_chart_id`) and keeps a copy of its sizes in
 * `product_sizes`, since bills of materials and orders point at those rows; a chart's edit is
 * copied to its products when the editor says so. Charts are few (tens): searched by a scan of
 * `search_text`, with no trigram index.
 */
export const m020SizeCharts: Migration = {
  version: 20,
  name: 'size-charts',
  async up(db, dialect) {
    await addAuditColumns(
      addId(db.schema.createTable('size_charts'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('line_id', 'integer', (c) => c.references('lines.id'))
        .addColumn('is_default', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`is_default in (0, 1)`),
        )
        .addColumn('search_text', 'text', (c) => c.notNull()),
      dialect,
    ).execute();
    await addLiveIndex(db, 'size_charts_name_unique', 'size_charts', ['name_key'], {
      unique: true,
    });
    await addLiveIndex(db, 'size_charts_live_line', 'size_charts', ['line_id', 'name_key']);
    await addLiveIndex(db, 'size_charts_live_created', 'size_charts', ['created_at']);
    // At most one live default chart per line.
    await sql`create unique index size_charts_line_default on size_charts (line_id) where is_default = 1 and deleted_at is null`.execute(
      db,
    );

    await addId(db.schema.createTable('size_chart_sizes'), dialect)
      .addColumn('size_chart_id', 'integer', ownedBy('size_charts'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('min_height_cm', doubleType(dialect), (c) => c.notNull())
      .addColumn('max_height_cm', doubleType(dialect), (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await addIndex(db, 'size_chart_sizes_chart', 'size_chart_sizes', ['size_chart_id', 'position']);

    await db.schema
      .alterTable('products')
      .addColumn('size_chart_id', 'integer', (c) => c.references('size_charts.id'))
      .execute();
    await addIndex(db, 'products_size_chart', 'products', ['size_chart_id'], {
      whereNotNull: 'size_chart_id',
    });

    await openClosedRanges(db);
  },
};
