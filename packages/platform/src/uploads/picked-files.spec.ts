import { acceptOf, contentTypeFor, extensionOf, screenFiles, screenUploads, sizeProblem } from './picked-files';

const file = (name: string, size = 10) => ({ name, size });

describe('picked files', () => {
  it('reads the last extension of a name, in lower case', () => {
    expect(extensionOf('Plan.Final.PDF')).toBe('pdf');
    expect(extensionOf('photo.png.exe')).toBe('exe');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('archive.')).toBe('');
  });

  it('builds a picker accept list from extensions', () => {
    expect(acceptOf(['pdf', 'png'])).toBe('.pdf,.png');
    expect(acceptOf([])).toBe('');
  });

  it('gives the content type of a name from a table, and null outside it', () => {
    const types = { pdf: 'application/pdf', jpg: 'image/jpeg' };
    expect(contentTypeFor(types, 'deed.PDF')).toBe('application/pdf');
    expect(contentTypeFor(types, 'photo.jpg')).toBe('image/jpeg');
    expect(contentTypeFor(types, 'setup.exe')).toBeNull();
    expect(contentTypeFor(types, 'pdf')).toBeNull();
    // Names of the object's own prototype are not extensions of the table.
    expect(contentTypeFor(types, 'x.constructor')).toBeNull();
    expect(contentTypeFor(types, 'x.toString')).toBeNull();
  });

  it('refuses an empty file and one over the limit', () => {
    expect(sizeProblem(file('a', 0), 100)).toBe('empty');
    expect(sizeProblem(file('a', 101), 100)).toBe('size');
    expect(sizeProblem(file('a', 100), 100)).toBeNull();
    expect(sizeProblem(file('a', 1), 100)).toBeNull();
  });

  it('sorts picked files by the judgement given, which sees those accepted before each', () => {
    const seen: string[][] = [];
    const { accepted, refused } = screenFiles(
      [file('a'), file('b', 0), file('c'), file('d'), file('e')],
      (picked, before): 'empty' | 'count' | null => {
        seen.push(before.map((f) => f.name));
        if (picked.size === 0) return 'empty';
        return before.length >= 2 ? 'count' : null;
      },
    );
    expect(accepted.map((f) => f.name)).toEqual(['a', 'c']);
    expect(refused.map(({ file: f, reason }) => [f.name, reason])).toEqual([
      ['b', 'empty'],
      ['d', 'count'],
      ['e', 'count'],
    ]);
    expect(seen).toEqual([[], ['a'], ['a'], ['a', 'c'], ['a', 'c']]);
  });

  it('screens uploads by kind, emptiness, size and the room left in the list', () => {
    const { accepted, refused } = screenUploads(
      [file('a.pdf'), file('b.exe'), file('c.pdf', 0), file('d.pdf', 101), file('e.pdf'), file('f.pdf')],
      (picked) => extensionOf(picked.name) === 'pdf',
      { alreadyChosen: 2, maxFiles: 4, maxBytes: 100 },
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'e.pdf']);
    expect(refused.map(({ file: f, reason }) => [f.name, reason])).toEqual([
      ['b.exe', 'type'],
      ['c.pdf', 'empty'],
      ['d.pdf', 'size'],
      ['f.pdf', 'count'],
    ]);
  });
});
