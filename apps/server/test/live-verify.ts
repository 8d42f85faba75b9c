import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import '../src/modules/media/media.repository';
import type { LiveApi } from './live-api';
import { sameModel, modelState, type ModelRecord } from './live-models';
import { lineState, sameVersion, type Ledger, type LineRecord } from './live-writers';

/**
 * Checks a server's data against a writers' ledger. `ackedBefore`: writes acknowledged before
 * then must be there; `later`: what else the stored state may be — 'next' (a crash: at most the
 * one write in flight after the last acknowledged) or 'all' (a backup taken while writing: any
 * later write). Anything stored must be exactly one of the versions sent: nothing half-written.
 */
export type Window = { ackedBefore: number; later: 'next' | 'all' };

function allowed<T>(record: { versions: T[]; ackedAt: number[] }, w: Window) {
  let last = -1;
  record.ackedAt.forEach((at, i) => {
    if (at < w.ackedBefore) last = i;
  });
  if (last < 0) return { required: false, versions: record.versions };
  const versions =
    w.later === 'next' ? record.versions.slice(last, last + 2) : record.versions.slice(last);
  return { required: true, versions };
}

type ApiLine = { id: number; name: string; color: string; description: string; status: string };

export async function lineProblems(api: LiveApi, ledger: Ledger, w: Window) {
  const problems: string[] = [];
  const live = await api.json('GET', '/api/line');
  const trash = await api.json('GET', '/api/line?deleted=true');
  const stored = new Map<number, ApiLine>(
    [...live.body.data, ...trash.body.data].map((l: ApiLine) => [l.id, l]),
  );
  const check = (record: LineRecord, line: ApiLine | undefined) => {
    const { required, versions } = allowed(record, w);
    if (!line) {
      if (required) problems.push(`acknowledged line ${record.id} is missing`);
      return;
    }
    stored.delete(line.id);
    if (!versions.some((v) => sameVersion(v, lineState(line)))) {
      problems.push(`line ${line.id} is ${JSON.stringify(line)}, not one of the versions sent`);
    }
  };
  for (const record of ledger.lines.filter((r) => r.id !== undefined)) {
    check(record, stored.get(record.id!));
  }
  // Creates sent but never acknowledged: there whole, or not at all.
  for (const record of ledger.lines.filter((r) => r.id === undefined)) {
    check(
      record,
      [...stored.values()].find((l) => l.name === record.versions[0]!.name),
    );
  }
  for (const line of stored.values()) problems.push(`unknown line ${JSON.stringify(line)}`);
  return problems;
}

export async function uploadProblems(api: LiveApi, ledger: Ledger, w: Window) {
  const problems: string[] = [];
  for (const upload of ledger.uploads.filter((u) => u.url)) {
    const served = await api.fileHash(upload.url!);
    if (served !== null && served !== upload.sha) problems.push(`${upload.url} is not whole`);
    const deleted = upload.deleteSentAt !== undefined;
    if (w.later === 'next' && upload.deleteAckedAt !== undefined && served !== null) {
      problems.push(`${upload.url} was deleted (acknowledged) but is still served`);
    }
    if (!deleted && upload.ackedAt! < w.ackedBefore && served === null) {
      problems.push(`acknowledged upload ${upload.url} is missing`);
    }
  }
  return problems;
}

export async function modelProblems(api: LiveApi, ledger: Ledger, w: Window) {
  const problems: string[] = [];
  const check = async (record: ModelRecord) => {
    const { required, versions } = allowed(record, w);
    let found: Parameters<typeof modelState>[0] | undefined;
    if (record.id !== undefined) {
      const res = await api.json('GET', `/api/model/${record.id}`);
      found = res.status === 200 ? res.body.data : undefined;
    } else {
      const res = await api.json('GET', `/api/model/all/lineId/${versions[0]!.lineId}`);
      found = (res.body.data ?? []).find((m: { name: string }) => m.name === versions[0]!.name);
    }
    if (!found) {
      if (required) problems.push(`acknowledged model ${record.id} is missing`);
    } else if (!versions.some((v) => sameModel(v, modelState(found)))) {
      problems.push(`model ${record.id} is ${JSON.stringify(found)}, not one of the versions sent`);
    }
  };
  for (const record of ledger.models) await check(record);
  return problems;
}

/**
 * Straight from the database: every media row has its whole file (nothing half-written is
 * visible), and on SQLite the integrity check passes.
 */
export async function storageProblems(options: {
  dataDir: string;
  databaseUrl?: string;
  mediaDir?: string;
}) {
  const problems: string[] = [];
  const database = openDatabase(options);
  try {
    const mediaDir = options.mediaDir ?? path.join(options.dataDir, 'media');
    for (const row of await database.db.selectFrom('media').selectAll().execute()) {
      const file = path.join(mediaDir, row.storageKey);
      if (!existsSync(file)) problems.push(`media row ${row.id}: no file ${row.storageKey}`);
      else if (statSync(file).size !== Number(row.size)) problems.push(`media row ${row.id}: size`);
    }
    if (database.dialect === 'sqlite') {
      const check = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(
        database.db,
      );
      const result = check.rows.map((r) => r.integrityCheck).join('\n');
      if (result !== 'ok') problems.push(`integrity_check: ${result}`);
      const keys = await sql`pragma foreign_key_check`.execute(database.db);
      if (keys.rows.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(keys.rows)}`);
    }
  } finally {
    await database.close();
  }
  return problems;
}

export async function ledgerProblems(api: LiveApi, ledger: Ledger, w: Window) {
  return [
    ...ledger.unexpected.map((u) => `unexpected answer: ${u}`),
    ...(await lineProblems(api, ledger, w)),
    ...(await uploadProblems(api, ledger, w)),
    ...(await modelProblems(api, ledger, w)),
  ];
}
