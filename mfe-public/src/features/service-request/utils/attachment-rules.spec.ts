import { MAX_ATTACHMENTS, MAX_UPLOAD_BYTES } from '@estate/contracts';
import { ATTACHMENT_ACCEPT, contentTypeOf, screenAttachments } from './attachment-rules';

const file = (name: string, size = 1000) => ({ name, size });

describe('attachment rules', () => {
  it('accepts the spec list of extensions in any case, by the last extension of the name', () => {
    expect(ATTACHMENT_ACCEPT).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.gif');
    expect(contentTypeOf('deed.PDF')).toBe('application/pdf');
    expect(contentTypeOf('offer.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(contentTypeOf('photo.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('setup.exe')).toBeNull();
    expect(contentTypeOf('photo.png.exe')).toBeNull();
    expect(contentTypeOf('archive.pdf.zip')).toBeNull();
  });

  it('refuses a wrong type, an empty file and one over the size limit, and keeps the rest in order', () => {
    const picked = [
      file('a.pdf'),
      file('b.exe'),
      file('c.png', 0),
      file('d.jpg', MAX_UPLOAD_BYTES + 1),
      file('e.gif', MAX_UPLOAD_BYTES),
    ];
    const { accepted, refused } = screenAttachments(picked, []);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'e.gif']);
    expect(refused.map(({ file: f, reason }) => [f.name, reason])).toEqual([
      ['b.exe', 'type'],
      ['c.png', 'empty'],
      ['d.jpg', 'size'],
    ]);
  });

  it(`attaches at most ${MAX_ATTACHMENTS} files: beyond that the extra ones are refused and the others kept`, () => {
    const chosen = Array.from({ length: 8 }, (_, i) => file(`old-${i}.pdf`));
    const picked = Array.from({ length: 4 }, (_, i) => file(`new-${i}.pdf`));
    const { accepted, refused } = screenAttachments(picked, chosen);
    expect(accepted.map((f) => f.name)).toEqual(['new-0.pdf', 'new-1.pdf']);
    expect(refused).toEqual([
      { file: picked[2], reason: 'count' },
      { file: picked[3], reason: 'count' },
    ]);
  });

  it('does not attach the same file twice, whether already chosen or picked twice at once', () => {
    const { accepted, refused } = screenAttachments(
      [file('deed.pdf', 10), file('deed.pdf', 20), file('plan.pdf', 5), file('plan.pdf', 5)],
      [file('deed.pdf', 10)],
    );
    expect(accepted).toEqual([file('deed.pdf', 20), file('plan.pdf', 5)]);
    expect(refused.map(({ file: f, reason }) => [f.name, f.size, reason])).toEqual([
      ['deed.pdf', 10, 'duplicate'],
      ['plan.pdf', 5, 'duplicate'],
    ]);
  });

  it('honours other limits when given', () => {
    const { accepted, refused } = screenAttachments([file('a.pdf', 50), file('b.pdf', 150), file('c.pdf', 10)], [], {
      maxFiles: 1,
      maxBytes: 100,
    });
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(refused.map(({ reason }) => reason)).toEqual(['size', 'count']);
  });
});
