import { PRODUCTION_MESSAGES as M } from './production-messages';

/**
 * The rule of stage counts, for one product and size of an order: `done[i]` is what stage i (in
 * the declared order) has recorded, `total` the pieces of that product and size in the order.
 * A piece passes the stages in order, so no stage may have more than the stage before it (the
 * first: more than the order's pieces), and a correction (a negative count) may leave no stage
 * below zero nor below the stage after it.
 */
export type StageCountCheck = {
  stageNames: readonly string[];
  done: readonly number[];
  total: number;
  /** The stage the count is for (its index in `stageNames`). */
  at: number;
  count: number;
  /** The product and size as messages name them ('Polo talla M'). */
  piece: string;
};

/** How many more pieces stage `at` may take now (never below zero). */
export const addableAt = (done: readonly number[], total: number, at: number) =>
  Math.max(0, (at === 0 ? total : (done[at - 1] ?? 0)) - (done[at] ?? 0));

/** How many pieces a correction may take away from stage `at` now (never below zero). */
export const removableAt = (done: readonly number[], at: number) =>
  Math.max(0, (done[at] ?? 0) - (at + 1 < done.length ? (done[at + 1] ?? 0) : 0));

/** The Spanish reason a count is refused, or null when it may be recorded. */
export function stageCountRefusal(check: StageCountCheck): string | null {
  const { stageNames, done, total, at, count, piece } = check;
  const stage = stageNames[at]!;
  const current = done[at] ?? 0;
  const after = current + count;
  if (count > 0) {
    if (after > total) return M.overTotal(stage, piece, after, total);
    if (at > 0 && after > (done[at - 1] ?? 0)) {
      return M.overPrevious(stage, piece, after, stageNames[at - 1]!, done[at - 1] ?? 0);
    }
    return null;
  }
  if (after < 0) return M.belowZero(stage, piece, current);
  const next = at + 1 < done.length ? (done[at + 1] ?? 0) : 0;
  if (after < next) return M.belowNext(stage, piece, after, stageNames[at + 1]!, next);
  return null;
}
