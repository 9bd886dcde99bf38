import type { RetentionRepository } from './retention.repository';

export interface RetentionPeriods {
  clientEventsMs: number;
  mailOutboxMs: number;
  trialRegistrationsMs: number;
}

/**
 * Records that would otherwise grow for ever: rate-limit windows that have ended, browser event
 * reports, the mail outbox and finished trial entries (personal data) past their retention.
 */
export function createRetentionService(repository: RetentionRepository, periods: RetentionPeriods, now: () => number) {
  const before = (periodMs: number) => new Date(now() - periodMs).toISOString();
  return {
    async purge(): Promise<Record<string, number>> {
      const nowIso = new Date(now()).toISOString();
      return {
        rateLimits: await repository.deleteEndedRateLimitWindows(nowIso),
        loginThrottles: await repository.deleteEndedLoginThrottles(nowIso),
        clientEvents: await repository.deleteClientEventsBefore(before(periods.clientEventsMs)),
        mailOutbox: await repository.deleteMailBefore(before(periods.mailOutboxMs)),
        trialRegistrations: await repository.deleteTrialRegistrationsEndedBefore(before(periods.trialRegistrationsMs)),
      };
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
