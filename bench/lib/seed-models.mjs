import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Seeds `count` models into a line of a running server's SQLite file through the database
 * layer (WAL lets the server see them at once): each with `colors` colour combinations and
 * `media` attached media rows (rows only; the list call never opens the files). One
 * transaction, so 2,000 models take well under a second.
 */
export function seedModels(dataDir, lineId, { count, colors, media }) {
  const db = new Database(path.join(dataDir, 'taller.sqlite'));
  db.pragma('busy_timeout = 5000');
  const at = new Date().toISOString();
  const insertModel = db.prepare(
    `INSERT INTO models (name, name_key, description, status, line_id, created_by, updated_by,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'bench', 'bench', ?, ?)`,
  );
  const insertColor = db.prepare(
    `INSERT INTO model_colors (model_id, base_name, base_hexa, frame_name, frame_hexa)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const insertMedia = db.prepare(
    `INSERT INTO media (url, storage_key, file_type, mime_type, size, original_name, entity_type,
       entity_id, display_order, created_by, created_at)
     VALUES (?, ?, ?, ?, 1024, ?, 'MODEL', ?, ?, 'bench', ?)`,
  );
  const hex = (n) =>
    `#${((n * 2654435761) % 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`;
  db.transaction(() => {
    for (let i = 1; i <= count; i += 1) {
      const name = `Modelo ${String(i).padStart(4, '0')}`;
      const { lastInsertRowid } = insertModel.run(
        name,
        name.toLowerCase(),
        JSON.stringify(['Respaldo alto', 'Madera de roble', `Serie ${i}`]),
        i % 4 === 0 ? 'INACTIVE' : 'ACTIVE',
        lineId,
        at,
        at,
      );
      const modelId = Number(lastInsertRowid);
      for (let c = 0; c < colors; c += 1) {
        insertColor.run(modelId, `Interior ${c + 1}`, hex(i + c), `Marco ${c + 1}`, hex(i * 7 + c));
      }
      for (let m = 0; m < media; m += 1) {
        const key = `${String(modelId).padStart(8, '0')}-0000-4000-8000-${String(m).padStart(12, '0')}`;
        const isPdf = m === media - 1;
        insertMedia.run(
          `/media/${key}.${isPdf ? 'pdf' : 'png'}`,
          `${key}.${isPdf ? 'pdf' : 'png'}`,
          isPdf ? 'PDF' : 'IMAGE',
          isPdf ? 'application/pdf' : 'image/png',
          `foto-${m + 1}.${isPdf ? 'pdf' : 'png'}`,
          modelId,
          m + 1,
          at,
        );
      }
    }
  })();
  db.close();
}
