/** What a file picker knows of a file (a browser File has these). */
export interface PickedFile {
  name: string;
  size: number;
  type?: string;
}

/** The last extension of a file name, in lower case; empty when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** A picker's `accept` for a list of extensions (`.pdf,.png`). */
export const acceptOf = (extensions: readonly string[]): string =>
  extensions.map((extension) => `.${extension}`).join(',');

/** The content type a table of extensions gives a file name; null when its extension is not in the table. */
export function contentTypeFor<T extends string>(types: Readonly<Record<string, T>>, fileName: string): T | null {
  const extension = extensionOf(fileName);
  return Object.hasOwn(types, extension) ? types[extension] : null;
}

/** Why a file's size keeps it out: nothing in it, or more than the limit; null when it is fine. */
export function sizeProblem(file: PickedFile, maxBytes: number): 'empty' | 'size' | null {
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

export interface FileScreening<F, R> {
  accepted: F[];
  refused: { file: F; reason: R }[];
}

/**
 * Sorts newly picked files into those accepted and those refused, with why. `problemOf` judges each file in
 * turn, knowing the files accepted before it in this pick (for counts and duplicates); accepted files keep
 * their order.
 */
export function screenFiles<F extends PickedFile, R>(
  picked: readonly F[],
  problemOf: (file: F, accepted: readonly F[]) => R | null,
): FileScreening<F, R> {
  const accepted: F[] = [];
  const refused: FileScreening<F, R>['refused'] = [];
  for (const file of picked) {
    const reason = problemOf(file, accepted);
    if (reason === null) accepted.push(file);
    else refused.push({ file, reason });
  }
  return { accepted, refused };
}

/** Why a file is kept out of a list of uploads: not a kind it takes, empty, too large, or one too many. */
export type UploadScreening = 'type' | 'size' | 'empty' | 'count';

/**
 * The usual rules of a list of uploads: a file of a kind `accepts` takes (by its name), not empty, at most
 * `maxBytes`, and no more than `maxFiles` in the list, counting the `alreadyChosen` it holds. Accepted files keep
 * their order; once the count is reached the rest are refused.
 */
export function screenUploads<F extends PickedFile>(
  picked: readonly F[],
  accepts: (file: F) => boolean,
  limits: { alreadyChosen: number; maxFiles: number; maxBytes: number },
): FileScreening<F, UploadScreening> {
  return screenFiles(picked, (file, accepted): UploadScreening | null => {
    if (!accepts(file)) return 'type';
    const size = sizeProblem(file, limits.maxBytes);
    return size ?? (limits.alreadyChosen + accepted.length >= limits.maxFiles ? 'count' : null);
  });
}
