/** Query keys of the user list: the company's users, and the history of changes to them. */
export const userAdministrationKeys = {
  all: ['user-administration'] as const,
  list: () => [...userAdministrationKeys.all, 'list'] as const,
  events: () => [...userAdministrationKeys.all, 'events'] as const,
};
