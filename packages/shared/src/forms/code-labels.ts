/**
 * A code set (stored as codes, shown with their Spanish labels) is written once, code → label.
 * `codeSet` gives back the table, its codes in that order (for `z.enum` and the type) and the
 * function that shows any stored text by its label (the text itself when it is no code):
 *
 *     export const [BILL_STATUS_LABELS, BILL_STATUSES, billStatusLabel] = codeSet({ … });
 *     export type BillStatus = (typeof BILL_STATUSES)[number];
 */
export const codeSet = <const C extends string>(labels: Record<C, string>) => {
  const codes = Object.keys(labels) as readonly string[] as readonly [C, ...C[]];
  const label = (code: string): string => labels[code as C] ?? code;
  return [labels, codes, label] as const;
};
