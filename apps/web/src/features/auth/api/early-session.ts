import type { SessionResponse } from '@tvcm/contracts';
import { getSession } from './fetch-session';

let early: Promise<SessionResponse> | undefined;

/**
 * Asks for the session as the app starts, on an address behind the login guard: the guard's code
 * is still downloading then, and its own call would wait for it and for a render.
 */
export function requestSessionEarly(): void {
  early = getSession();
  // Its failure is the guard's to handle, when the guard takes it.
  early.catch(() => undefined);
}

/** The early answer, once: the first session query of the app uses it, any later one asks again. */
export function takeEarlySession(): Promise<SessionResponse> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
