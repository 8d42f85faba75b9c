/**
 * A bill's subtotal, tax and total in integer cents from its lines' amounts and the tax rate in
 * basis points (1300 = 13 %). Prices that include tax (the default) keep their sum as the total
 * and take the tax out of it; prices without tax get it added. Rounded half up, once.
 */
export function billAmounts(
  linesCents: readonly number[],
  taxRateBp: number,
  pricesIncludeTax: boolean,
) {
  const sum = linesCents.reduce((a, b) => a + b, 0);
  if (pricesIncludeTax) {
    const subtotalCents = Math.round((sum * 10_000) / (10_000 + taxRateBp));
    return { subtotalCents, taxCents: sum - subtotalCents, totalCents: sum };
  }
  const taxCents = Math.round((sum * taxRateBp) / 10_000);
  return { subtotalCents: sum, taxCents, totalCents: sum + taxCents };
}

/** 'F', 123 → 'F-000123'. */
export const formatBillNumber = (series: string, sequence: number) =>
  `${series}-${String(sequence).padStart(6, '0')}`;

/** What an order still owes: the larger of its total and what was billed, less what was paid. */
export const owedOf = (totalCents: number, billedCents: number, paidCents: number) =>
  Math.max(0, Math.max(totalCents, billedCents) - paidCents);

type Paid = { totalCents: number; paidCents: number };

/**
 * What a payment may still pay (decision 021): what its order owes and, when it is for a bill,
 * no more than that bill's total less what it was paid. Beyond it is an overpayment.
 */
export const payableOf = (order: Paid & { billedCents: number }, bill: Paid | null) => {
  const orderOwes = owedOf(order.totalCents, order.billedCents, order.paidCents);
  return bill === null
    ? orderOwes
    : Math.min(orderOwes, Math.max(0, bill.totalCents - bill.paidCents));
};
