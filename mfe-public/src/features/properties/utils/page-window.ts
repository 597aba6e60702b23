/** Pages either side of the current one that the pager shows (spec: two before, two after). */
export const PAGE_WINDOW_SPAN = 2;

/** The page numbers to show: from two pages before `page` to two after, within 1..totalPages. */
export function pageWindow(page: number, totalPages: number): number[] {
  const current = Math.min(Math.max(page, 1), Math.max(totalPages, 1));
  const first = Math.max(1, current - PAGE_WINDOW_SPAN);
  const last = Math.min(totalPages, current + PAGE_WINDOW_SPAN);
  const pages: number[] = [];
  for (let p = first; p <= last; p += 1) pages.push(p);
  return pages;
}
