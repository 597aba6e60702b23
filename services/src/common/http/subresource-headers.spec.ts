import { isSubresourceType } from './subresource-headers.js';

describe('isSubresourceType', () => {
  it.each([
    'application/javascript; charset=utf-8',
    'text/javascript',
    'text/css; charset=utf-8',
    'font/woff2',
    'image/png',
    'image/jpeg',
    'image/webp',
  ])('takes %s for a file that is never a document', (type) => {
    expect(isSubresourceType(type)).toBe(true);
  });

  it.each([
    'text/html; charset=utf-8',
    'image/svg+xml',
    'application/json; charset=utf-8',
    'text/plain',
    'application/xml',
    'application/javascript-but-not',
    '',
  ])('keeps the document headers on %s', (type) => {
    expect(isSubresourceType(type)).toBe(false);
  });
});
