import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database';

/**
 * One transaction around several calls of the services as they are (bulk actions, issue 38).
 *
 * Services take the app's `db` when they are built and open their own transaction with
 * `db.transaction().execute(…)`. `withAmbientTransactions` wraps that `db`: while
 * `inAmbientTransaction` runs, every query made through it — in any service — goes to the open
 * transaction, and a service's own `transaction()` runs its work there instead of opening one.
 * Outside it the wrapper is the database itself. Background work woken meanwhile must not
 * inherit it: `lib/wakeable-loop.ts` runs its loop in the context it was made in.
 */
type Ambient = { trx: Db };
const ambient = new AsyncLocalStorage<Ambient>();

/** What `db.transaction()` answers inside an ambient transaction: the same transaction. */
const joining = (trx: Db) => {
  const builder = {
    execute: <T>(work: (trx: Db) => Promise<T>) => work(trx),
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
  };
  return builder;
};

export function withAmbientTransactions(db: Db): Db {
  // Kysely keeps its state in private fields, which a Proxy cannot reach: methods are bound to
  // their real owner (once per owner and name, so that nothing is made on each query).
  const bound = new WeakMap<object, Map<PropertyKey, unknown>>();
  const member = (owner: Db, key: PropertyKey) => {
    const value: unknown = Reflect.get(owner, key, owner);
    if (typeof value !== 'function') return value;
    let methods = bound.get(owner);
    if (!methods) bound.set(owner, (methods = new Map()));
    let method = methods.get(key);
    if (!method) methods.set(key, (method = (value as (...a: unknown[]) => unknown).bind(owner)));
    return method;
  };
  return new Proxy(db, {
    get(target, key) {
      const open = ambient.getStore();
      if (!open) return member(target, key);
      if (key === 'transaction') return () => joining(open.trx);
      return member(open.trx, key);
    },
  });
}

/**
 * Runs `work` with every query through a wrapped `db` inside `trx` (an open transaction or
 * savepoint of the real database).
 */
export const inAmbientTransaction = <T>(trx: Db, work: () => Promise<T>) =>
  ambient.run({ trx }, work);
