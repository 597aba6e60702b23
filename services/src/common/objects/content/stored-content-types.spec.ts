import { ATTACHMENT_CONTENT_TYPES } from '@estate/contracts';
import { isStoredContentType, STORED_CONTENT_TYPES, withMatchingExtension } from './stored-content-types.js';

// What the bytes are is decided by `file-type` (content-detection.ts, checked against the built server in
// services/test/content-detection.e2e-spec.ts); this is what the store does with the answer.
describe('stored content types', () => {
  it('keeps the attachment types and WebP photos, and nothing else', () => {
    for (const type of [...ATTACHMENT_CONTENT_TYPES, 'image/webp']) expect(isStoredContentType(type)).toBe(true);
    for (const type of ['text/plain', 'text/html', 'image/svg+xml', 'application/zip', 'application/x-cfb']) {
      expect(isStoredContentType(type)).toBe(false);
    }
    expect(STORED_CONTENT_TYPES).toHaveLength(ATTACHMENT_CONTENT_TYPES.length + 1);
  });
});

describe('withMatchingExtension', () => {
  it('keeps a name whose extension matches the content', () => {
    expect(withMatchingExtension('Plan.PDF', 'application/pdf')).toBe('Plan.PDF');
    expect(withMatchingExtension('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
  });

  it('replaces the extension of another stored type and adds one otherwise', () => {
    expect(withMatchingExtension('x.pdf', 'image/png')).toBe('x.png');
    expect(withMatchingExtension('report.final', 'application/pdf')).toBe('report.final.pdf');
    expect(withMatchingExtension('scan', 'image/jpeg')).toBe('scan.jpg');
  });
});
