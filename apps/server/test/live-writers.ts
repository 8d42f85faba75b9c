import { png } from './media-samples';
import { sha256, type LiveAnswer, type LiveApi } from './live-api';
import { modelStep, type ModelRecord } from './live-models';

/**
 * Concurrent writers against a real server, keeping a ledger of every write they sent and when
 * each was acknowledged (a 200 received), so that a test can check what survived a crash, a
 * shutdown or a backup. A writer stops at the first request that fails to get an answer.
 */

export type LineVersion = {
  name: string;
  color: string;
  description: string[];
  status: 'ACTIVE' | 'INACTIVE';
};

/** One line: every version sent, in order; versions[i] was acknowledged at ackedAt[i]. */
export type LineRecord = { id?: number; versions: LineVersion[]; ackedAt: number[] };

export type UploadRecord = {
  sha: string;
  url?: string;
  ackedAt?: number;
  deleteSentAt?: number;
  deleteAckedAt?: number;
};

export type Ledger = {
  lines: LineRecord[];
  uploads: UploadRecord[];
  models: ModelRecord[];
  /** Answers that were not a 200 although the server was up: always a failure. */
  unexpected: string[];
  acks: number;
};

export type WriterOptions = {
  writers: number;
  /** Writer i deletes one of its earlier uploads now and then. */
  deleteUploads?: boolean;
  /** Models with colours and media, when the server has them (see live-models.ts). */
  models?: boolean;
};

const hex = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;

const version = (writer: number, n: number, revision: number): LineVersion => ({
  name: `Escritor ${writer} linea ${n}${revision ? ` v${revision}` : ''}`,
  color: hex(),
  description: [`Detalle ${revision} ñandú 🙂`, '<b>negrita</b> & "comillas"', 'x'.repeat(n % 40)],
  status: revision % 2 === 0 ? 'ACTIVE' : 'INACTIVE',
});

/** The body of a create or update, as the web client sends it (description as JSON text). */
export const lineBody = (v: LineVersion) => ({ ...v, description: JSON.stringify(v.description) });

/** A line as the API returns it, reduced to what a writer sets. */
export const lineState = (line: {
  name: string;
  color: string;
  description: string;
  status: string;
}): LineVersion => ({
  name: line.name,
  color: line.color,
  description: JSON.parse(line.description) as string[],
  status: line.status as LineVersion['status'],
});

export const sameVersion = (a: LineVersion, b: LineVersion) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The answer, or null when there was none (the server went away). */
export async function attempt(send: () => Promise<LiveAnswer>): Promise<LiveAnswer | null> {
  try {
    return await send();
  } catch {
    return null;
  }
}

export function startWriters(api: LiveApi, options: WriterOptions) {
  const ledger: Ledger = { lines: [], uploads: [], models: [], unexpected: [], acks: 0 };
  let stopped = false;

  /** True when acknowledged; false (and the writer stops) otherwise. */
  const acknowledged = (res: LiveAnswer | null, what: string) => {
    if (res?.status === 200) {
      ledger.acks += 1;
      return true;
    }
    if (res) ledger.unexpected.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return false;
  };

  async function writeLine(writer: number, n: number) {
    const record: LineRecord = { versions: [version(writer, n, 0)], ackedAt: [] };
    ledger.lines.push(record);
    const created = await attempt(() =>
      api.json('POST', '/api/line/create', lineBody(record.versions[0]!)),
    );
    if (!acknowledged(created, 'create line')) return null;
    record.id = created!.body.data.id as number;
    record.ackedAt.push(Date.now());
    for (let revision = 1; revision <= 2; revision += 1) {
      const next = version(writer, n, revision);
      record.versions.push(next);
      const updated = await attempt(() =>
        api.json('PUT', '/api/line/update', { id: record.id, ...lineBody(next) }),
      );
      if (!acknowledged(updated, 'update line')) return null;
      record.ackedAt.push(Date.now());
    }
    return record;
  }

  async function uploadOne(writer: number, n: number) {
    const content = png(2 + (n % 5), 2 + writer, [writer * 12, n % 256, (n >> 8) % 256]);
    const record: UploadRecord = { sha: sha256(content) };
    ledger.uploads.push(record);
    const res = await attempt(() => api.upload([{ name: `foto-${writer}-${n}.png`, content }]));
    if (!acknowledged(res, 'upload')) return null;
    record.url = res!.body.data[0].url as string;
    record.ackedAt = Date.now();
    return record;
  }

  async function deleteOne(mine: UploadRecord[]) {
    const victim = mine.shift();
    if (!victim?.url) return true;
    victim.deleteSentAt = Date.now();
    const res = await attempt(() => api.json('POST', '/api/media/delete', [{ url: victim.url }]));
    if (!acknowledged(res, 'delete upload')) return false;
    victim.deleteAckedAt = Date.now();
    return true;
  }

  async function writer(index: number) {
    const mine: UploadRecord[] = [];
    for (let n = 1; !stopped; n += 1) {
      const line = await writeLine(index, n);
      if (!line) return;
      if (n % 2 === 0) {
        const upload = await uploadOne(index, n);
        if (!upload) return;
        mine.push(upload);
      }
      if (options.deleteUploads && n % 5 === 0 && !(await deleteOne(mine))) return;
      if (options.models && !(await modelStep(api, ledger, line, mine, acknowledged))) return;
    }
  }

  const done = Promise.all(Array.from({ length: options.writers }, (_, i) => writer(i + 1)));
  return {
    ledger,
    done,
    /** Asks every writer to stop after its current step, and waits for them. */
    async stop() {
      stopped = true;
      await done;
    },
  };
}
