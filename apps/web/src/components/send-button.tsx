import Button, { type ButtonProps } from '@mui/material/Button';

export interface SendButtonProps extends Omit<ButtonProps, 'loading'> {
  /** The request runs: the button is disabled and shows a spinner beside its label. */
  busy: boolean;
}

/**
 * A button that sends a request. While the request runs it is disabled and says so; what keeps a
 * double click from sending twice is the guard of `useSendOnce` on its action, since the disabled
 * state arrives only with the next render.
 */
export function SendButton({ busy, disabled, ...props }: SendButtonProps) {
  return <Button {...props} loading={busy} loadingPosition="start" disabled={disabled || busy} aria-busy={busy || undefined} />;
}
