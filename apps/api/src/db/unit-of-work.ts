import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { AppDatabase } from './database';
import type { Database } from './schema';

interface Scope {
  root: AppDatabase;
  trx: Transaction<Database>;
  /** False once the transaction has ended: work started inside it but finishing later goes back to the database. */
  open: boolean;
}

const currentScope = new AsyncLocalStorage<Scope>();

function executorFor(root: AppDatabase): AppDatabase {
  const scope = currentScope.getStore();
  return scope?.open && scope.root === root ? scope.trx : root;
}

export interface UnitOfWork {
  /**
   * Runs `work` in one transaction: every repository built on this unit's database joins it
   * while `work` runs, so a service writes to several tables at once without passing a
   * transaction to each method. Commits when `work` resolves, rolls everything back when it
   * throws. A run inside a run joins the outer transaction.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * The database the repositories use, and the unit of work that groups their writes. The
 * database is a stand-in for `root` that queries through the transaction of the unit of work
 * under way in the current async call chain, and through `root` otherwise.
 */
export function createUnitOfWork(root: AppDatabase): { db: AppDatabase; unitOfWork: UnitOfWork } {
  const db = new Proxy(root, {
    get(_, property) {
      const executor = executorFor(root);
      const value: unknown = Reflect.get(executor, property, executor);
      // Kysely keeps its state in private fields, so its methods must run on the real object.
      return typeof value === 'function' ? value.bind(executor) : value;
    },
  });

  const unitOfWork: UnitOfWork = {
    async run(work) {
      const scope = currentScope.getStore();
      if (scope?.open && scope.root === root) return work();
      return root.transaction().execute(async (trx) => {
        const inner: Scope = { root, trx, open: true };
        try {
          return await currentScope.run(inner, work);
        } finally {
          inner.open = false;
        }
      });
    },
  };
  return { db, unitOfWork };
}
