/** One field the action changed: its value before and after (undefined where it was absent). */
export type FieldChange = { field: string; before: unknown; after: unknown };

export type RecordDiff = {
  /** The changed fields, in the order the records list them; one unnamed entry for non-records. */
  changes: FieldChange[];
  /** How many fields both records hold with the same value. */
  unchanged: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audited action changed, field by field: the record before it and after it (either may
 * be missing: a creation, a deletion). Values that are not records (a list, a number) compare as
 * a whole, under an empty field name.
 */
export function diffRecords(before: unknown, after: unknown): RecordDiff {
  const isBeforeRecord = isRecord(before) || before == null;
  const isAfterRecord = isRecord(after) || after == null;
  if (!isBeforeRecord || !isAfterRecord) {
    return isSame(before, after)
      ? { changes: [], unchanged: 1 }
      : { changes: [{ field: '', before, after }], unchanged: 0 };
  }
  const from = before ?? {};
  const to = after ?? {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const changes: FieldChange[] = [];
  let unchanged = 0;
  for (const field of fields) {
    if (isSame(from[field], to[field])) unchanged += 1;
    else changes.push({ field, before: from[field], after: to[field] });
  }
  return { changes, unchanged };
}

/** A value as readable JSON; an absent one as a dash. */
export function formatJson(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value, null, 2);
}
