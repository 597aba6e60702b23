import { useCallback, useState } from 'react';

/** The dialog a page has open (which, and for which record), how to open one, and how to close it. */
export function useDialog<D extends object>() {
  const [dialog, setDialog] = useState<D | null>(null);
  const close = useCallback(() => setDialog(null), []);
  return [dialog, setDialog, close] as const;
}
