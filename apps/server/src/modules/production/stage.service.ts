import {
  PRODUCTION_MESSAGES as M,
  STAFF_ROLES,
  type ProductionStage,
  type ProductionStagesData,
} from '@taller/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import * as stamps from '../../lib/audit-stamps';
import { badRequest, conflict } from '../../lib/app-error';
import { textKey } from '../../lib/text-key';
import { insertRow, updateById } from '../../resource';
import { findActiveUserNamesWithRoles } from '../auth/user.repository';
import { refreshPiecesDone } from './pieces-done';
import * as repo from './production.repository';

export type StageService = ReturnType<typeof createStageService>;

/** The stages as answered: in order, each saying whether orders have counts at it. */
async function stagesOf(db: Db): Promise<ProductionStage[]> {
  const rows = await repo.findLiveStages(db);
  const used = await repo.findStagesWithProgress(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    hasProgress: used.has(row.id),
    ...stamps.shown(row),
  }));
}

/** The workshop's ordered production stages: read by any staff, declared by managers. */
export function createStageService({ db, dialect }: { db: Db; dialect: Dialect }) {
  return {
    list: () => stagesOf(db),

    /** Who may be named responsible for an entry: the active staff, by name. */
    responsibles: () => findActiveUserNamesWithRoles(db, [...STAFF_ROLES]),

    /**
     * Saves the whole ordered list in one transaction: kept stages (by id) are renamed and moved,
     * new ones inserted, left-out ones removed (to the trash) unless they have counts (409
     * IN_USE naming the stage). An id that is not a live stage is refused (400).
     */
    async save(input: ProductionStagesData, actor: Actor): Promise<ProductionStage[]> {
      await db.transaction().execute(async (trx) => {
        await repo.lockLiveStages(trx, dialect);
        const current = await repo.findLiveStages(trx);
        const byId = new Map(current.map((s) => [s.id, s]));
        for (const stage of input.stages) {
          if (stage.id !== undefined && !byId.has(stage.id)) {
            throw badRequest('UNAVAILABLE', M.stageNotFound(stage.id));
          }
        }
        const kept = new Set(input.stages.flatMap((s) => (s.id === undefined ? [] : [s.id])));
        const removed = current.filter((s) => !kept.has(s.id));
        const used = await repo.findStagesWithProgress(
          trx,
          removed.map((s) => s.id),
        );
        const blocked = removed.find((s) => used.has(s.id));
        if (blocked) throw conflict('IN_USE', M.stageInUse(blocked.name));
        const at = new Date().toISOString();
        for (const stage of removed) {
          await updateById(trx, 'productionStages', stage.id, {
            ...stamps.deleted(actor, at),
            ...stamps.updated(actor, at),
          });
        }
        // Names may swap between stages: each kept one lets go of its key before any is set.
        for (const id of kept) {
          await updateById(trx, 'productionStages', id, { nameKey: `#${id}` });
        }
        for (const [position, stage] of input.stages.entries()) {
          const values = { name: stage.name, nameKey: textKey(stage.name), position };
          if (stage.id === undefined) {
            await insertRow(trx, 'productionStages', { ...values, ...stamps.created(actor, at) });
            continue;
          }
          const was = byId.get(stage.id)!;
          const changed = was.name !== stage.name || was.position !== position;
          await updateById(trx, 'productionStages', stage.id, {
            ...values,
            ...(changed ? stamps.updated(actor, at) : {}),
          });
        }
        // Another last stage: every order's pieces done are the new last stage's counts.
        const last = (await repo.findLiveStages(trx)).at(-1)?.id ?? null;
        if (last !== (current.at(-1)?.id ?? null)) await refreshPiecesDone(trx, last);
      });
      return stagesOf(db);
    },
  };
}
