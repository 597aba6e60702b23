import { attachmentKindOf, lastPageOf, propertyTitleOf, readRequestsView, requestsViewParams } from './request-kinds';

describe('staff requests view', () => {
  it('reads the tab, status and page from the address, falling back on anything unknown', () => {
    expect(readRequestsView(new URLSearchParams(''))).toEqual({ kind: 'inquiries', page: 1 });
    expect(readRequestsView(new URLSearchParams('tab=serviceRequests&status=in_progress&page=3'))).toEqual({
      kind: 'serviceRequests',
      status: 'in_progress',
      page: 3,
    });
    expect(readRequestsView(new URLSearchParams('tab=users&status=open&page=-2'))).toEqual({
      kind: 'inquiries',
      page: 1,
    });
    expect(readRequestsView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(requestsViewParams({ kind: 'inquiries', page: 1 })).toEqual({});
    const view = { kind: 'contactMessages', status: 'closed', page: 2 } as const;
    expect(requestsViewParams(view)).toEqual({ tab: 'contactMessages', status: 'closed', page: '2' });
    expect(readRequestsView(new URLSearchParams(requestsViewParams(view)))).toEqual(view);
  });

  it('knows the last page of a total', () => {
    expect(lastPageOf(0, 12)).toBe(1);
    expect(lastPageOf(12, 12)).toBe(1);
    expect(lastPageOf(13, 12)).toBe(2);
  });
});

describe('request details', () => {
  it("shows the property's title in the reader's language, else the other one", () => {
    const both = { propertyTitle: 'فيلا في الملقا', propertyTitleEn: 'Villa in Al Malqa' };
    expect(propertyTitleOf(both, 'ar')).toBe('فيلا في الملقا');
    expect(propertyTitleOf(both, 'en')).toBe('Villa in Al Malqa');
    expect(propertyTitleOf({ propertyTitle: 'فيلا', propertyTitleEn: null }, 'en')).toBe('فيلا');
    expect(propertyTitleOf({ propertyTitle: null, propertyTitleEn: null }, 'ar')).toBeNull();
  });

  it('names attachment types', () => {
    expect(attachmentKindOf('application/pdf')).toBe('PDF');
    expect(attachmentKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Word');
    expect(attachmentKindOf('image/webp')).toBe('image/webp');
  });
});
