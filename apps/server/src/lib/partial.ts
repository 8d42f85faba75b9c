/** The fields a partial update sent: undefined means unchanged (null means cleared). */
export const definedOnly = <T extends object>(changes: T) =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

/** The optional fields `keys` of `source` as stored: null where not given. */
export const orNull = <T extends object, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key] ?? null])) as {
    [P in K]-?: Exclude<T[P], undefined> | null;
  };
