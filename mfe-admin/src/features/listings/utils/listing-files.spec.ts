import { MAX_UPLOAD_BYTES, PROPERTY_INPUT_LIMITS } from '@estate/contracts';
import { brochureProblem, fileNameOfUrl, screenImages } from './listing-files';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('listing pictures and brochure', () => {
  it('refuses by name a wrong type, an empty or oversized file, keeping the others in order', () => {
    const { accepted, refused } = screenImages(
      [file('a.png'), file('b.pdf'), file('c.jpg', 0), file('d.gif', MAX_UPLOAD_BYTES + 1), file('e.webp')],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'e.webp']);
    expect(refused.map(({ file: f, reason }) => [f.name, reason])).toEqual([
      ['b.pdf', 'type'],
      ['c.jpg', 'empty'],
      ['d.gif', 'size'],
    ]);
  });

  it(`holds at most ${PROPERTY_INPUT_LIMITS.maxImages} pictures, counting those the listing has`, () => {
    const picked = Array.from({ length: 4 }, (_, i) => file(`new-${i}.jpg`));
    const { accepted, refused } = screenImages(picked, PROPERTY_INPUT_LIMITS.maxImages - 2);
    expect(accepted.map((f) => f.name)).toEqual(['new-0.jpg', 'new-1.jpg']);
    expect(refused.map(({ reason }) => reason)).toEqual(['count', 'count']);
  });

  it('takes a PDF brochure only', () => {
    expect(brochureProblem(file('brochure.PDF'))).toBeNull();
    expect(brochureProblem(file('brochure', 10, 'application/pdf'))).toBeNull();
    expect(brochureProblem(file('brochure.docx', 10, 'application/pdf'))).toBe('type');
    expect(brochureProblem(file('photo.png', 10, 'image/png'))).toBe('type');
    expect(brochureProblem(file('empty.pdf', 0))).toBe('empty');
    expect(brochureProblem(file('big.pdf', MAX_UPLOAD_BYTES + 1))).toBe('size');
  });

  it('names a stored file by the last part of its URL', () => {
    expect(fileNameOfUrl('/api/media/v1/properties/riyadh-villa-1.webp')).toBe('riyadh-villa-1.webp');
    expect(fileNameOfUrl('/api/objects/ab%20cd?x=1')).toBe('ab cd');
  });
});
