/**
 * Pairs each part of a document with its position as its React key. A help page's tokens never
 * move, are never inserted or removed while shown: the position is the part's identity.
 */
export function withKeys<T>(items: readonly T[]): { key: string; item: T }[] {
  return items.map((item, position) => ({ key: String(position), item }));
}
