/**
 * Stock valuation at weighted average cost (issue 39, decision 026). Money is integer cents; a
 * material's average unit cost is kept in millionths of a boliviano (`avgCostMicro`, 1/10,000 of
 * a cent) so that a cloth bought at Bs 12.3456 a metre averages exactly. Quantities are the
 * ledger's thousandths of a unit. Every division rounds half away from zero, in BigInt.
 */

/** Millionths of a boliviano in a cent. */
export const MICRO_PER_CENT = 10_000n;
const MILLI = 1000n;

/** a / b rounded half away from zero (b > 0). */
export function roundDiv(a: bigint, b: bigint) {
  const q = a / b;
  const r = a % b;
  if (2n * (r < 0n ? -r : r) >= b) return a < 0n ? q - 1n : q + 1n;
  return q;
}

/** A material's stock and its value just before a movement. */
export type StockValue = { stockMilli: number; valueCents: number; avgCostMicro: number };

/** What a movement brings to the valuation. */
export type MovementToValue = {
  quantityMilli: number;
  /** An entry's cost per unit, when the supplier's note gives one. */
  unitCostCents?: number | null;
  /** The value of the movement a reversal undoes: it goes back at that value. */
  reversedValueCents?: number | null;
};

/**
 * The movement's signed value and the material's value and average after it:
 * - an entry with a unit cost adds quantity × cost and moves the average;
 * - a reversal takes back exactly the value of the movement it undoes and moves the average;
 * - everything else (exits, adjustments, entries without a cost) is valued at the average at
 *   that moment, which it leaves as it was; an exit that empties the stock takes its whole value,
 *   so no rounding residue stays behind.
 */
export function valueMovement(before: StockValue, movement: MovementToValue) {
  const q = BigInt(movement.quantityMilli);
  const stockAfter = BigInt(before.stockMilli) + q;
  const valueBefore = BigInt(before.valueCents);
  const avg = BigInt(before.avgCostMicro);
  const costed = movement.reversedValueCents != null || (q > 0n && movement.unitCostCents != null);
  let value: bigint;
  if (movement.reversedValueCents != null) value = -BigInt(movement.reversedValueCents);
  else if (q > 0n && movement.unitCostCents != null)
    value = roundDiv(q * BigInt(movement.unitCostCents), MILLI);
  else if (stockAfter === 0n && q < 0n) value = -valueBefore;
  else value = roundDiv(q * avg, MILLI * MICRO_PER_CENT);
  const valueAfter = valueBefore + value;
  const avgAfter =
    costed && stockAfter > 0n ? roundDiv(valueAfter * MILLI * MICRO_PER_CENT, stockAfter) : avg;
  return {
    valueCents: Number(value),
    valueAfterCents: Number(valueAfter),
    avgCostMicro: Number(avgAfter),
  };
}

/** An average in millionths of a boliviano as cents with four decimals (what the API shows). */
export const microToCents = (micro: number) => micro / Number(MICRO_PER_CENT);
