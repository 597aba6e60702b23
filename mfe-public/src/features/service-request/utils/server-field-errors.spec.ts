import { splitFieldErrors } from './server-field-errors';

describe('server field errors', () => {
  const sent = ['/api/objects/a', '/api/objects/b', '/api/objects/c'];

  it('keeps the errors of known form fields once each and drops the unknown ones', () => {
    const result = splitFieldErrors(
      [
        { field: 'email', messages: ['email must be an email'] },
        { field: 'email', messages: ['too long'] },
        { field: 'secret', messages: ['should not exist'] },
      ],
      ['email', 'title'],
      sent,
    );
    expect(result).toEqual({ fields: ['email'], refusedAttachments: [] });
  });

  it('names the refused attachment by its position, with why, or all of them when no position is given', () => {
    expect(
      splitFieldErrors(
        [
          { field: 'attachments.1', messages: ['x'], reason: 'type_not_allowed' },
          { field: 'attachments.2', messages: ['x'], reason: 'not_found' },
        ],
        [],
        sent,
      ).refusedAttachments,
    ).toEqual([
      { url: '/api/objects/b', rejection: 'unsupportedType' },
      { url: '/api/objects/c', rejection: 'rejected' },
    ]);
    expect(
      splitFieldErrors([{ field: 'attachments', messages: ['x'] }], [], sent).refusedAttachments.map((r) => r.url),
    ).toEqual(sent);
    expect(splitFieldErrors([{ field: 'attachments.9', messages: ['x'] }], [], sent).refusedAttachments).toEqual([]);
  });
});
