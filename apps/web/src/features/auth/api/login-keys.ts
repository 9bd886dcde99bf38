// The login's query keys, apart from the query hooks so that the app's entry can offer early
// answers under them without loading TanStack Query (early-login.ts).

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  detail: (userId: number) => [...userKeys.all, userId] as const,
};

export { licenceKeys } from '../../../lib/licence-calls';

export const loginHistoryKeys = {
  all: ['login-history'] as const,
  ofUser: (userId: number) => [...loginHistoryKeys.all, userId] as const,
};
