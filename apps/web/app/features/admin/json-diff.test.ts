import { describe, expect, it } from 'vitest';
import { diffRecords, formatJson } from './json-diff';

describe('diffRecords', () => {
  it('lists only the fields an update changed, and counts the rest', () => {
    const before = { status: 'pending', amount: 5_000, approvals: [] };
    const after = { status: 'approved', amount: 5_000, approvals: [{ staff: 1 }] };
    expect(diffRecords(before, after)).toEqual({
      changes: [
        { field: 'status', before: 'pending', after: 'approved' },
        { field: 'approvals', before: [], after: [{ staff: 1 }] },
      ],
      unchanged: 1,
    });
  });

  it('shows a creation as every field new, and a deletion as every field gone', () => {
    expect(diffRecords(null, { name: 'Welcome' })).toEqual({
      changes: [{ field: 'name', before: undefined, after: 'Welcome' }],
      unchanged: 0,
    });
    expect(diffRecords({ name: 'Welcome' }, undefined).changes).toEqual([
      { field: 'name', before: 'Welcome', after: undefined },
    ]);
  });

  it('compares values that are not records as a whole', () => {
    expect(diffRecords([1, 2], [1, 3])).toEqual({
      changes: [{ field: '', before: [1, 2], after: [1, 3] }],
      unchanged: 0,
    });
    expect(diffRecords(10, 10)).toEqual({ changes: [], unchanged: 1 });
  });
});

describe('formatJson', () => {
  it('indents JSON and writes an absent value as a dash', () => {
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatJson(undefined)).toBe('—');
    expect(formatJson(null)).toBe('null');
  });
});
