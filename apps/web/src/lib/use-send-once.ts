import { type FormEvent, useCallback, useRef, useState } from 'react';

export interface SendOnce<Args extends unknown[]> {
  /** Runs the action unless a run is under way; a call meanwhile (the second click of a double click) does nothing. */
  run: (...args: Args) => Promise<void>;
  /** For a form's `onSubmit`: never lets the browser submit the form itself, even when the call is ignored. */
  submit: (event: FormEvent) => Promise<void>;
  /** While the action runs: the button shows it and is disabled. */
  busy: boolean;
}

/**
 * Guards an action that sends a request so that it runs once at a time. The guard is a ref, set
 * before anything else happens: React's state (a mutation's `isPending`, a disabled button) changes
 * only at the next render, and the second click of a fast double click arrives before it.
 */
export function useSendOnce<Args extends unknown[]>(action: (...args: Args) => Promise<unknown> | undefined): SendOnce<Args> {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const submit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      return run(...([event] as unknown as Args));
    },
    [run],
  );

  return { run, submit, busy };
}
