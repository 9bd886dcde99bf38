/**
 * A query object as search parameters: lists become comma-separated (`stations=3,4`), absent and
 * empty values are left out. The result also serves as a stable query key.
 */
export function toSearchParams(query: object): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[name] = value.join(',');
      continue;
    }
    params[name] = String(value);
  }
  return params;
}
