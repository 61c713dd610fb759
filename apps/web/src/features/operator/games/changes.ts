// A PATCH carries only what the operator changed: an unchanged form sends nothing at all, and a
// field someone else changed meanwhile (a quick switch in the table) is not overwritten.

/** The fields of `next` whose value differs from the same field of `current`. */
export function changedFields<T extends object>(next: T, current: object): Partial<T> {
  const before = current as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== undefined && value !== before[key]),
  ) as Partial<T>;
}
