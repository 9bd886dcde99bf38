import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

// biome-ignore lint/suspicious/noExplicitAny: any object schema of a list query
type ListQuerySchema = z.ZodObject<any>;

/**
 * A list's query read from the address: each parameter named as the schema's field, parsed with
 * that field's own rule. One that fails it (a link typed by hand, an old bookmark) is left out, so
 * its default applies rather than an error; parameters the schema does not know are ignored.
 */
export function listQueryOf<Schema extends ListQuerySchema>(schema: Schema, params: URLSearchParams): z.infer<Schema> {
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const parsed = field.safeParse(value);
    if (parsed.success) read[key] = value;
  }
  const parsed = schema.safeParse(read);
  return (parsed.success ? parsed.data : schema.parse({})) as z.infer<Schema>;
}

/**
 * The address's parameters with the list's query in them: a field at its default or empty is
 * left out, so the address stays as short as the menu's links; parameters of other uses stay.
 */
export function withListQuery<Schema extends ListQuerySchema>(
  schema: Schema,
  params: URLSearchParams,
  query: Partial<z.infer<Schema>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const defaults = schema.parse({}) as Record<string, unknown>;
  for (const key of Object.keys(schema.shape)) {
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '' || value === defaults[key]) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * A list page's filters, search, sort and page kept in the address through the list's query
 * schema from the contracts: a reload, the back button and a shared link show the same list.
 * `setQuery(changes)` changes some fields (a new entry in the history) and goes back to page 1
 * unless the changes name a page; `setQuery(changes, { replace: true })` starts from the defaults
 * (「クリア」).
 */
export function useListFilters<Schema extends ListQuerySchema>(schema: Schema) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryOf(schema, params), [schema, params]);
  const setQuery = (changes: Partial<z.infer<Schema>>, options: { replace?: boolean } = {}) => {
    const page = 'page' in changes ? changes.page : undefined;
    const base = options.replace ? {} : query;
    setParams(withListQuery(schema, params, { ...base, ...changes, page } as Partial<z.infer<Schema>>));
  };
  return { query, setQuery, params };
}
