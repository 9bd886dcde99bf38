import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';

/** Who may act on a user record: users read and change only themselves; anything else is refused, not hidden. */
export const usersPolicy = {
  assertSelf(caller: AuthenticatedSession, userId: number): void {
    if (caller.userId !== userId) throw new AppError('forbidden');
  },
};
