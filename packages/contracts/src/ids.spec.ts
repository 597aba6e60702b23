import { isUuid } from './ids';

describe('isUuid', () => {
  it('takes UUIDs in either case', () => {
    expect(isUuid('00000000-0000-4000-8000-000000000000')).toBe(true);
    expect(isUuid('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(true);
  });
  it.each(['not-a-uuid', '', '3f2504e0-4f89-41d3-9a0c-0305e82c330', ' 3f2504e0-4f89-41d3-9a0c-0305e82c3301', 42])(
    'refuses %p',
    (value) => expect(isUuid(value)).toBe(false),
  );
});
