// Proves that a change holds only the fields whose values differ, so that an untouched form sends
// nothing.
import { describe, expect, it } from 'vitest';
import { changedFields } from './changes';

describe('changedFields', () => {
  it('keeps only the fields that differ', () => {
    expect(
      changedFields(
        { name: 'Lucky', nameVi: null, sortOrder: 3 },
        { name: 'Lucky', nameVi: 'Rồng', sortOrder: 3 },
      ),
    ).toEqual({ nameVi: null });
  });

  it('answers nothing when nothing changed', () => {
    expect(
      changedFields({ displayName: 'Live', sortOrder: 0 }, { displayName: 'Live', sortOrder: 0 }),
    ).toEqual({});
  });
});
