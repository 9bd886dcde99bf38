/** Hierarchical query keys of the public pages (member entry, password reset). */
export const publicKeys = {
  all: ['public'] as const,
  trialEmailExistence: (email: string) => [...publicKeys.all, 'trial-email-existence', email] as const,
  trialRegistrationToken: (token: string) => [...publicKeys.all, 'trial-registration-token', token] as const,
  passwordResetToken: (token: string) => [...publicKeys.all, 'password-reset-token', token] as const,
};
