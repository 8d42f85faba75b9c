// Seeds lines, models with colour combinations and products straight through the server's
// database layer (Kysely, the same keys as the API computes), in batches of 500.
import { insertInBatches, seedWith, server, shared } from './seed-helpers.mjs';

const GARMENTS = ['Toga', 'Birrete', 'Banda', 'Chaqueta', 'Camisa', 'Pantalón', 'Falda', 'Beca'];
const COLORS = ['Negro', 'Azul', 'Rojo', 'Blanco', 'Dorado', 'Plata', 'Verde', 'Guindo'];
const KINDS = ['GARMENT', 'ACCESSORY', 'SERVICE', 'OTHER'];

export async function seedCatalogue({ databaseUrl, dataDir, products = 20_000 }) {
  const { searchText, textKey } = await server('lib/text-key.ts');
  const { lineNameKey } = await shared();
  return seedWith({ databaseUrl, dataDir }, 17, async ({ db, pick, audit }) => {
    const lineIds = [];
    for (let i = 0; i < 10; i++) {
      const name = `Linea ${GARMENTS[i % GARMENTS.length]} ${i + 1}`;
      const { id } = await db
        .insertInto('lines')
        .values({
          name,
          nameKey: lineNameKey(name),
          description: '[]',
          color: '#334455',
          status: 'ACTIVE',
          ...audit,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lineIds.push(id);
    }
    const models = [];
    for (let i = 0; i < 200; i++) {
      const name = `${GARMENTS[i % GARMENTS.length]} Modelo ${i + 1}`;
      const lineId = lineIds[i % lineIds.length];
      const { id } = await db
        .insertInto('models')
        .values({
          name,
          nameKey: lineNameKey(name),
          description: '[]',
          status: 'ACTIVE',
          lineId,
          ...audit,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const colors = await db
        .insertInto('modelColors')
        .values(
          [0, 1, 2].map((c) => ({
            modelId: id,
            baseName: COLORS[(i + c) % COLORS.length],
            baseHexa: '#FFFFFF',
            frameName: COLORS[(i + c + 3) % COLORS.length],
            frameHexa: '#000000',
          })),
        )
        .returning(['id', 'baseName', 'frameName'])
        .execute();
      models.push({ id, name, colors });
    }
    await insertInBatches(db, 'products', products, (i) => {
      const linked = pick(10) < 7;
      const model = models[pick(models.length)];
      const color = model.colors[pick(3)];
      const code = `P-${String(i + 1).padStart(6, '0')}`;
      const name = linked
        ? `${model.name} ${color.baseName} ${color.frameName}`
        : `${GARMENTS[pick(GARMENTS.length)]} ${COLORS[pick(COLORS.length)]} ${i + 1}`;
      return {
        code,
        name,
        nameKey: textKey(name),
        kind: KINDS[i % KINDS.length],
        modelId: linked ? model.id : null,
        modelColorId: linked ? color.id : null,
        priceCents: 1000 + pick(100_000),
        unit: 'unidad',
        description: '[]',
        status: i % 10 === 9 ? 'INACTIVE' : 'ACTIVE',
        searchText: searchText({ texts: [code, name] }),
        ...audit,
      };
    });
    return {
      products,
      models: models.length,
      lines: lineIds.length,
      lineId: lineIds[2],
      modelId: models[16].id,
    };
  });
}
