import { hasRightToLeftLetters } from '@estate/contracts';
import { type CSSProperties, type HTMLAttributes, isValidElement, type ReactNode } from 'react';

export type LtrProps = Omit<HTMLAttributes<HTMLElement>, 'dir' | 'children'> & { children?: ReactNode };

/** The text a node shows (its elements' children read through), for the check for Arabic letters. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * A fragment that reads left to right inside any text, Arabic or English: a phone, a national ID, a contract,
 * invoice or receipt number, an IBAN, an e-mail. It is isolated from the words around it (`<bdi dir="ltr">`), and a
 * text without Arabic letters is also shown exactly as written (`unicode-bidi: isolate-override`): Arabic-Indic
 * digits are Arabic numbers to the bidi algorithm, so in an isolate alone the spaces between digit groups resolve
 * right to left and `٠٥٥ ٢١٠ ٠٤١١` reads `٠٤١١ ٢١٠ ٠٥٥` (`hasRightToLeftLetters` of @estate/contracts; a link or
 * other element inside is read through). The PDFs do
 * the same with `leftToRight` in services/src/common/documents/bidi-layout.ts.
 */
export function Ltr({ children, style, ...props }: LtrProps) {
  const asWritten = !hasRightToLeftLetters(textOf(children));
  const bidi: CSSProperties = { direction: 'ltr', unicodeBidi: asWritten ? 'isolate-override' : 'isolate' };
  return (
    <bdi {...props} dir="ltr" data-ltr={asWritten ? 'as-written' : 'isolated'} style={{ ...bidi, ...style }}>
      {children}
    </bdi>
  );
}
