import { pageWindow } from './page-window';

describe('pageWindow: the pager shows two pages before and two after the current one', () => {
  it('starts at the current page on page 1 and ends at it on the last page', () => {
    expect(pageWindow(1, 6)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 6)).toEqual([4, 5, 6]);
  });

  it('shows five pages in the middle and cuts the window at either end', () => {
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });

  it('keeps a page out of range inside the pages there are', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
  });
});
