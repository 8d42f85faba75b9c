import { describe, expect, it } from 'vitest';
import { formTexts } from './use-zod-form';

describe('formTexts', () => {
  it("edits the named optional texts, a missing one as ''", () => {
    const record = { name: 'Ana', email: null, phone: '70000000', notes: undefined };
    expect(formTexts(record, ['email', 'phone', 'notes'])).toEqual({
      email: '',
      phone: '70000000',
      notes: '',
    });
  });
});
