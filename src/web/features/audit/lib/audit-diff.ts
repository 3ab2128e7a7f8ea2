// What an audit row changed, as the audit screen shows it ("a diff for edits, only changed
// fields"): the fields whose value differs between before and after, in the row's own order; a
// creation lists what was set, a deletion what was there. Values stay raw: the screen labels them.

export type AuditChange = { field: string; before: unknown; after: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return isSame(before, after) ? [] : [{ field: 'value', before, after }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => !isSame(from[field], to[field]))
    .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
}

/** 'photoJudge1Id' → 'photo judge 1 id': a readable fallback for a field without a label. */
export function humanizeField(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-z])([0-9])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}
