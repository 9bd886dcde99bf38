import { describe, expect, it } from 'vitest';
import { isBehindLogin } from './router';

describe('isBehindLogin', () => {
  it.each(['/top', '/help', '/agency/program_guide', '/manage/users', '/agency/edit_my_profile'])(
    '%s is behind the login',
    (path) => {
      expect(isBehindLogin(path)).toBe(true);
    },
  );

  it.each(['/login', '/logout', '/terms', '/public/pages/entry', '/public/pages/password_reset/complete/x', '/no/such/page'])(
    '%s is not',
    (path) => {
      expect(isBehindLogin(path)).toBe(false);
    },
  );
});
