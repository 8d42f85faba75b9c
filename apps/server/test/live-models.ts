import type { LiveAnswer, LiveApi } from './live-api';
import type { Ledger, LineRecord, UploadRecord } from './live-writers';

/**
 * The models step of the live writers (crash safety, backups), with colours and media, as
 * SPEC.md §7 describes the model calls. It runs only against a server that has
 * POST /api/model/create (issue 5): the tests switch it on by asking the server's OpenAPI
 * document (`api.hasRoute('/api/model/create')`), so it starts running as soon as models land.
 */

export const MODEL_CREATE_PATH = '/api/model/create';

type Colour = { baseName: string; baseHexa: string; frameName: string; frameHexa: string };

export type ModelVersion = {
  name: string;
  description: string[];
  status: 'ACTIVE' | 'INACTIVE';
  lineId: number;
  colors: Colour[];
  /** Media urls in display order. */
  media: string[];
};

export type ModelRecord = { id?: number; versions: ModelVersion[]; ackedAt: number[] };

const colour = (i: number, tone: string): Colour => ({
  baseName: `Interior ${i}`,
  baseHexa: `#${tone.repeat(6)}`,
  frameName: `Marco ${i}`,
  frameHexa: `#${String(i).padStart(2, '0')}${tone.repeat(4)}`,
});

const body = (v: ModelVersion, ids: number[] = []) => ({
  name: v.name,
  description: JSON.stringify(v.description),
  status: v.status,
  lineId: v.lineId,
  colors: v.colors.map((c, i) => (ids[i] ? { id: ids[i], ...c } : c)),
  media: v.media.map((url, i) => ({ url, fileType: 'IMAGE', displayOrder: i + 1 })),
});

/** A model as GET /api/model/:id returns it, reduced to what a writer sets. */
export function modelState(model: {
  name: string;
  description: string;
  status: string;
  lineId: number;
  colors: (Colour & { id?: number })[];
  media: { url: string; displayOrder: number }[];
}): ModelVersion {
  return {
    name: model.name,
    description: JSON.parse(model.description) as string[],
    status: model.status as ModelVersion['status'],
    lineId: model.lineId,
    colors: model.colors.map(({ baseName, baseHexa, frameName, frameHexa }) => ({
      baseName,
      baseHexa,
      frameName,
      frameHexa,
    })),
    media: [...model.media].sort((a, b) => a.displayOrder - b.displayOrder).map((m) => m.url),
  };
}

/** Colours compare as a set; everything else exactly. */
export const sameModel = (a: ModelVersion, b: ModelVersion) => {
  const key = (v: ModelVersion) =>
    JSON.stringify({ ...v, colors: v.colors.map((c) => JSON.stringify(c)).sort() });
  return key(a) === key(b);
};

/**
 * Creates a model on the writer's line with two colours and the writer's last uploads, then
 * updates it (one colour changed, one removed, one added; media reordered). Uploads it attaches
 * are taken out of `mine`, so that the writer never deletes them.
 */
export async function modelStep(
  api: LiveApi,
  ledger: Ledger,
  line: LineRecord,
  mine: UploadRecord[],
  acknowledged: (res: LiveAnswer | null, what: string) => boolean,
): Promise<boolean> {
  const media = mine.splice(-2).flatMap((u) => (u.url ? [u.url] : []));
  const first: ModelVersion = {
    name: `Modelo de ${line.versions[0]!.name}`,
    description: ['Tapizado de lino', 'Patas de roble'],
    status: 'ACTIVE',
    lineId: line.id!,
    colors: [colour(1, 'A'), colour(2, 'B')],
    media,
  };
  const record: ModelRecord = { versions: [first], ackedAt: [] };
  ledger.models.push(record);
  const created = await attemptJson(api, 'POST', MODEL_CREATE_PATH, body(first));
  if (!acknowledged(created, 'create model')) return false;
  record.id = created!.body.data.id as number;
  record.ackedAt.push(Date.now());

  const colourIds = (created!.body.data.colors as { id: number }[]).map((c) => c.id);
  const second: ModelVersion = {
    ...first,
    status: 'INACTIVE',
    description: ['Tapizado de terciopelo'],
    colors: [colour(1, 'C'), colour(3, 'D')],
    media: [...media].reverse(),
  };
  record.versions.push(second);
  const updated = await attemptJson(api, 'PUT', '/api/model/update', {
    id: record.id,
    ...body(second, [colourIds[0]!]),
  });
  if (!acknowledged(updated, 'update model')) return false;
  record.ackedAt.push(Date.now());
  return true;
}

async function attemptJson(api: LiveApi, method: string, path: string, payload: unknown) {
  try {
    return await api.json(method, path, payload);
  } catch {
    return null;
  }
}
