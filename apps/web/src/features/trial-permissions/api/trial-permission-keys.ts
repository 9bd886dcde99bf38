/** Query keys of the trial-user permission page: the list, and each trial company's audit trail below it. */
export const trialPermissionKeys = {
  all: ['trial-permissions'] as const,
  list: () => [...trialPermissionKeys.all, 'list'] as const,
  events: (trialCompanyCode: string) => [...trialPermissionKeys.all, 'events', trialCompanyCode] as const,
};
