// Seeds institutions and clients straight through the server's database layer (Kysely, same
// keys as the API computes), in batches inside one transaction per batch.
import { insertInBatches, seedWith, server } from './seed-helpers.mjs';

const FIRST = [
  'Ana',
  'José',
  'María',
  'Luis',
  'Carmen',
  'Jorge',
  'Rosa',
  'Juan',
  'Lucía',
  'Pedro',
  'Sofía',
  'Miguel',
  'Valeria',
  'Carlos',
  'Elena',
  'Andrés',
  'Gabriela',
  'Fernando',
  'Paola',
  'Raúl',
];
const LAST = [
  'Quispe',
  'Mamani',
  'Flores',
  'Choque',
  'Gutiérrez',
  'Vargas',
  'Rojas',
  'Fernández',
  'López',
  'Condori',
  'Pérez',
  'Torrez',
  'Ticona',
  'Huanca',
  'Mendoza',
  'Apaza',
  'Cruz',
  'Limachi',
  'Nina',
  'Ramírez',
  'Villca',
  'Colque',
  'Suárez',
  'Castro',
  'Núñez',
];
const CITIES = [
  'La Paz',
  'El Alto',
  'Cochabamba',
  'Santa Cruz',
  'Sucre',
  'Oruro',
  'Potosí',
  'Tarija',
];
const TYPES = ['COLEGIO', 'UNIVERSIDAD', 'EMPRESA', 'OTRO'];

export async function seedPeople({ databaseUrl, dataDir, clients = 50_000, institutions = 200 }) {
  const { documentKey, searchText, textKey } = await server('lib/text-key.ts');
  return seedWith({ databaseUrl, dataDir }, 42, async ({ db, pick, audit }) => {
    const institutionIds = [];
    const rows = Array.from({ length: institutions }, (_, i) => {
      const name = `${['Colegio', 'Universidad', 'Empresa', 'Centro'][i % 4]} ${LAST[pick(LAST.length)]} ${i + 1}`;
      const city = CITIES[pick(CITIES.length)];
      return {
        name,
        nameKey: textKey(name),
        type: TYPES[i % 4],
        city,
        address: null,
        contactName: null,
        contactPhone: null,
        email: null,
        status: 'ACTIVE',
        searchText: searchText({ texts: [name, city] }),
        ...audit,
      };
    });
    for (let i = 0; i < rows.length; i += 100) {
      const ids = await db
        .insertInto('institutions')
        .values(rows.slice(i, i + 100))
        .returning('id')
        .execute();
      institutionIds.push(...ids.map((r) => r.id));
    }
    await insertInBatches(db, 'clients', clients, (i) => {
      const name = `${FIRST[pick(FIRST.length)]} ${LAST[pick(LAST.length)]} ${LAST[pick(LAST.length)]}`;
      const documentNumber = String(1_000_000 + i);
      const email = `cliente${i}@correo.bo`;
      const phone = `+591${pick(2) ? 6 : 7}${String(1_000_000 + pick(8_999_999)).slice(0, 7)}`;
      const city = CITIES[pick(CITIES.length)];
      return {
        name,
        nameKey: textKey(name),
        documentNumber,
        documentKey: documentKey(documentNumber),
        email,
        phone,
        city,
        address: null,
        institutionId: pick(10) < 7 ? institutionIds[pick(institutionIds.length)] : null,
        notes: null,
        status: pick(10) === 0 ? 'INACTIVE' : 'ACTIVE',
        userId: null,
        searchText: searchText({
          texts: [name, documentNumber, documentKey(documentNumber), email, city],
          phones: [phone],
        }),
        ...audit,
      };
    });
    return {
      institutions: institutionIds.length,
      clients,
    };
  });
}

/** What PostgreSQL's autovacuum does on its own after a bulk load (statistics, visibility map). */
export async function analyse(databaseUrl) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
