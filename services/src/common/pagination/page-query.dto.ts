import { LimitField, PageField } from './page-fields.js';

/** `?page&limit` of a paginated list: page from 1, limit 1 to MAX_PAGE_SIZE (default 20). */
export class PageQueryDto {
  @PageField()
  page: number = 1;

  @LimitField(20)
  limit: number = 20;
}
