/**
 * The current time, in milliseconds since the epoch. The app reads the time only through the
 * clock `buildApp` is given, so a test can set it: expiry, sessions, sales periods and retries
 * are then tested without waiting.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
