import { expect } from 'vitest';
import type { AuditColumns } from '../src/db/columns';
import { call } from './line-helpers';
import { upload } from './media-helpers';
import { pdf, png } from './media-samples';
import type { TestApp } from './test-app';

export type ApiModel = AuditColumns & {
  id: number;
  name: string;
  description: string;
  status: string;
  lineId: number;
  line: { id: number; name: string };
  colors: {
    id: number;
    modelId: number;
    baseName: string;
    baseHexa: string;
    frameName: string;
    frameHexa: string;
  }[];
  media: { id: number; url: string; fileType: string; entityType: string; displayOrder: number }[];
};

/** The SPEC.md §7 create payload, audit fields included as the web client sends them. */
export const modelPayload = (lineId: number, name: string, extra: object = {}) => ({
  name,
  description: JSON.stringify(['Respaldo alto', 'Madera de roble']),
  status: 'ACTIVE',
  lineId,
  createdBy: 'admin',
  createdAt: '2000-01-01T00:00:00.000Z',
  updatedAt: '2000-01-01T00:00:00.000Z',
  updatedBy: 'cliente-falso',
  media: [],
  colors: [],
  ...extra,
});

export async function createModel(
  t: TestApp,
  token: string,
  lineId: number,
  name: string,
  extra: object = {},
) {
  const res = await call(t, token, 'POST', '/api/model/create', modelPayload(lineId, name, extra));
  if (res.statusCode !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.data as ApiModel;
}

export async function listModels(t: TestApp, token: string, lineId: number, deleted = false) {
  const res = await call(
    t,
    token,
    'GET',
    `/api/model/all/lineId/${lineId}${deleted ? '?deleted=true' : ''}`,
  );
  expect(res.statusCode).toBe(200);
  return res.body.data as ApiModel[];
}

/** Uploads `n` real files (PNGs, every third a PDF) and returns their media items. */
export async function uploadItems(t: TestApp, token: string, n: number) {
  const files = Array.from({ length: n }, (_, i) =>
    i % 3 === 2
      ? { name: `doc${i}.pdf`, content: pdf() }
      : { name: `foto${i}.png`, content: png(2, 2, [i * 20, 10, 10]) },
  );
  const res = await upload(t, token, files);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; url: string; fileType: string; displayOrder: number }[];
}

/** The colour fields a client compares, without ids. */
export const colorValues = (model: ApiModel) =>
  model.colors.map(({ baseName, baseHexa, frameName, frameHexa }) => ({
    baseName,
    baseHexa,
    frameName,
    frameHexa,
  }));
