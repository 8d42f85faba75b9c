/**
 * A code set (stored as codes, shown with their Spanish labels) is written once, code → label:
 * `codeLabels` keeps the table, `codesOf` lists its codes in that order (for `z.enum` and the
 * type), `labelOf` shows any stored text by its label (the text itself when it is no code).
 */
export const codeLabels = <const C extends string>(labels: Record<C, string>) => labels;
export const codesOf = <C extends string>(labels: Record<C, string>) =>
  Object.keys(labels) as readonly string[] as readonly [C, ...C[]];
export const labelOf =
  <C extends string>(labels: Record<C, string>) =>
  (code: string): string =>
    labels[code as C] ?? code;
