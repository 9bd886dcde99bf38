import { afterEach, describe, expect, it } from 'vitest';
import { rememberSessionId, SESSION_ID_STORAGE_KEY } from './session-id';

afterEach(() => localStorage.clear());

describe('rememberSessionId', () => {
  it('tells a new session from the one this browser saw last, and stores it', () => {
    expect(rememberSessionId('session-a')).toBe(true);
    expect(rememberSessionId('session-a')).toBe(false);
    expect(rememberSessionId('session-b')).toBe(true);
    expect(localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBe('session-b');
  });
});
