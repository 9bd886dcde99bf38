import type { PasswordTokenPurpose } from '@tvcm/contracts';

/** What the new-password page hands the complete page: whether a password was reset or first set. */
export interface PasswordSetState {
  purpose: PasswordTokenPurpose;
}

export function purposeOf(state: unknown): PasswordTokenPurpose {
  return (state as Partial<PasswordSetState> | null)?.purpose === 'INVITE' ? 'INVITE' : 'RESET';
}
