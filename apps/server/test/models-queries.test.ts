import type { KyselyPlugin, PluginTransformResultArgs, RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createModelService } from '../src/modules/models/model.service';
import { signedInApp } from './auth-helpers';
import { callAs, createLine } from './line-helpers';
import { createModel, uploadItems } from './model-helpers';
import { testDialect } from './test-app';

/** Counts every query Kysely sends through the instance it is plugged into. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: { node: RootOperationNode }) {
    this.count += 1;
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs) {
    return Promise.resolve(result);
  }
}

describe(`models list: a fixed number of queries (${testDialect})`, () => {
  const ctx = signedInApp('DIRECTOR');
  const api = callAs(ctx);

  /** The list of a line as the route computes it, with the number of queries it took. */
  async function countedList(lineId: number) {
    const counter = new QueryCounter();
    const service = createModelService({
      db: ctx.t.app.db.withPlugin(counter),
      dialect: ctx.t.app.dialect,
      changes: ctx.t.app.changes,
    });
    const models = await service.listOfLine(lineId);
    return { models, queries: counter.count };
  }

  it('lists 1 or 12 models (with colours and media) in the same few queries', async () => {
    const line = await createLine(ctx.t, ctx.token, 'Contada');
    const media = await uploadItems(ctx.t, ctx.token, 20);
    await createModel(ctx.t, ctx.token, line.id, 'Modelo 0', {
      colors: [{ baseName: 'A' }],
      media: media.slice(0, 1),
    });
    const one = await countedList(line.id);
    expect(one.models).toHaveLength(1);

    for (let i = 1; i < 12; i += 1) {
      await createModel(ctx.t, ctx.token, line.id, `Modelo ${i}`, {
        colors: [{ baseName: 'A' }, { baseName: 'B' }],
        media: i < 10 ? media.slice(i * 2 - 1, i * 2 + 1) : [],
      });
    }
    const twelve = await countedList(line.id);
    expect(twelve.models).toHaveLength(12);
    expect(twelve.models.reduce((n, m) => n + m.colors.length + m.media.length, 0)).toBe(
      1 + 1 + 11 * 2 + 18,
    );
    // The line, the models, their colours, their media.
    expect(one.queries).toBe(4);
    expect(twelve.queries).toBe(one.queries);

    // The route answers exactly what the counted service computed.
    const res = await api('GET', `/api/model/all/lineId/${line.id}`);
    expect(res.body.data).toEqual(twelve.models);
  });

  it('reads the trash of a line in the same number of queries', async () => {
    const line = await createLine(ctx.t, ctx.token, 'Papelera Contada');
    for (let i = 0; i < 5; i += 1) {
      const model = await createModel(ctx.t, ctx.token, line.id, `Borrado ${i}`, {
        colors: [{ baseName: 'A' }],
      });
      await api('DELETE', `/api/model/delete/${model.id}`);
    }
    const counter = new QueryCounter();
    const service = createModelService({
      db: ctx.t.app.db.withPlugin(counter),
      dialect: ctx.t.app.dialect,
      changes: ctx.t.app.changes,
    });
    const trash = await service.listOfLine(line.id, true);
    expect(trash).toHaveLength(5);
    expect(trash.every((m) => m.colors.length === 1)).toBe(true);
    expect(counter.count).toBe(4);
  });
});
