import { fieldErrorsIn, formFieldErrorsIn, formFieldsIn } from './http-errors';

describe('field errors of a 400 answer', () => {
  it('keeps the well-formed entries of details, with their extra keys', () => {
    const details = [
      { field: 'phone', messages: ['phone must be a phone number'] },
      { field: 'images.2', messages: ['not an image'], index: 2, reason: 'type_not_allowed' },
      { field: 'email' },
      { messages: ['x'] },
      { field: 'name', messages: [42] },
      null,
      'text',
    ];
    expect(fieldErrorsIn(details)).toEqual([details[0], details[1]]);
  });

  it.each([undefined, null, 'not a list', { field: 'phone', messages: [] }])('finds none in %p', (details) => {
    expect(fieldErrorsIn(details)).toEqual([]);
  });

  it('names the form fields once each, by the head of a path, leaving out fields the form lacks', () => {
    const errors = [
      { field: 'phone.0', messages: ['a'] },
      { field: 'email', messages: ['b'] },
      { field: 'phone', messages: ['c'] },
      { field: 'attachments.1', messages: ['d'] },
    ];
    const formFields = ['name', 'email', 'phone'] as const;
    expect(formFieldErrorsIn(errors, formFields)).toEqual([
      { name: 'phone', errors: ['a', 'c'] },
      { name: 'email', errors: ['b'] },
    ]);
    expect(formFieldsIn(errors, formFields)).toEqual(['phone', 'email']);
  });
});
