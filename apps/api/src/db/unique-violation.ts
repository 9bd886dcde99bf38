/**
 * Whether a database error is a unique-constraint violation, on either engine. Two racing
 * requests are told apart by the constraint rather than by a read-then-write that both pass.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  // PostgreSQL: SQLSTATE 23505; better-sqlite3: the extended result code name.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
