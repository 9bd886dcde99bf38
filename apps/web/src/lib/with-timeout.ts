export class TimeoutExceededError extends Error {
  constructor(milliseconds: number) {
    super(`Timed out after ${milliseconds} ms`);
    this.name = 'TimeoutExceededError';
  }
}

/** Rejects when `promise` has not settled within `milliseconds`; the timer never outlives it. */
export function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutExceededError(milliseconds)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
