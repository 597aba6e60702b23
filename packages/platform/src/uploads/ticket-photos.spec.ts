import { MAX_UPLOAD_BYTES } from '@estate/contracts';
import { screenTicketPhotos } from './ticket-photos';

const file = (name: string, size = 10) => ({ name, size });

describe('ticket photos screening', () => {
  it('takes images by name and refuses other files, empty ones and those over the upload limit', () => {
    const { accepted, refused } = screenTicketPhotos(
      [file('leak.JPG'), file('plan.pdf'), file('empty.png', 0), file('huge.webp', MAX_UPLOAD_BYTES + 1)],
      0,
    );
    expect(accepted.map((item) => item.name)).toEqual(['leak.JPG']);
    expect(refused.map((item) => [item.file.name, item.reason])).toEqual([
      ['plan.pdf', 'type'],
      ['empty.png', 'empty'],
      ['huge.webp', 'size'],
    ]);
  });

  it('keeps at most five photos, counting those the ticket has', () => {
    const { accepted, refused } = screenTicketPhotos([file('a.png'), file('b.png'), file('c.png')], 3);
    expect(accepted.map((item) => item.name)).toEqual(['a.png', 'b.png']);
    expect(refused.map((item) => [item.file.name, item.reason])).toEqual([['c.png', 'count']]);
  });
});
