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
