import type { HTMLAttributes, Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@estate/platform/ui';
import { Pagination } from '@estate/platform/ui-extra';
import { Table, type ColumnType } from '@estate/platform/ui-data';
import type { useServerTable } from '../server-table.js';
import { usePhoneLayout } from './use-phone-layout.js';

/** A list's column; on a phone the `title` column heads each card and the others are its label-value lines. */
export interface ListColumn<T> extends ColumnType<T> {
  key: string;
  title: string;
  render: (value: unknown, row: T, index: number) => ReactNode;
  /** 'title': the card's heading on a phone; 'hide': left out of the card. */
  card?: 'title' | 'hide';
}

/**
 * The back office's one list table. From 1280 px wide every column and the row's actions fit the page: the columns
 * share the width (a column's `width` may set its share), and a cell's text wraps instead of the table scrolling
 * sideways. Below 768 px each row is a card with its heading, its fields as
 * label-value lines and its actions, and the same pager.
 */
export function ResponsiveTable<T extends object>({
  rowKey,
  columns,
  table,
  actions,
  actionsWidth = 120,
  summary,
  rowAttributes,
  testId,
}: {
  rowKey: (row: T) => Key;
  columns: ListColumn<T>[];
  table: ReturnType<typeof useServerTable<T>>;
  /** The row's buttons, kept in the last column (and at the foot of a card). */
  actions?: (row: T) => ReactNode;
  /** The actions column's width in pixels (about 36 a button). */
  actionsWidth?: number;
  /** The table's totals row (the page shows its own totals under the cards on a phone). */
  summary?: () => ReactNode;
  /** Data attributes of a row (and its card) that name the record, such as `data-invoice`. */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
  testId: string;
}) {
  const { t } = useTranslation('estate');
  const phone = usePhoneLayout();
  if (!phone) {
    const all: ColumnType<T>[] = actions
      ? [
          ...columns,
          { key: 'actions', title: t('actions.label'), width: actionsWidth, render: (_v, row) => actions(row) },
        ]
      : columns;
    return (
      <Table<T>
        rowKey={rowKey}
        tableLayout="fixed"
        className="estate-list-table"
        data-testid={testId}
        {...table}
        columns={all}
        summary={summary}
        onRow={rowAttributes ? (row) => rowAttributes(row) as HTMLAttributes<HTMLElement> : undefined}
      />
    );
  }
  const heading = columns.find((column) => column.card === 'title');
  const lines = columns.filter((column) => !column.card);
  const rows = table.dataSource;
  return (
    <div className="estate-row-cards" data-testid={testId} aria-busy={table.loading || undefined}>
      <Spin spinning={table.loading}>
        {rows.length === 0 ? (
          <div className="estate-row-cards-empty">{table.locale.emptyText}</div>
        ) : (
          <ul className="estate-row-cards-list">
            {rows.map((row, index) => (
              <li
                key={rowKey(row)}
                className="estate-row-card"
                data-testid={`${testId}-card`}
                {...rowAttributes?.(row)}
              >
                {heading ? <div className="estate-row-card-head">{heading.render(undefined, row, index)}</div> : null}
                <dl className="estate-row-card-lines">
                  {lines.map((column) => (
                    <div key={column.key} className="estate-row-card-line">
                      <dt>{column.title}</dt>
                      <dd>{column.render(undefined, row, index)}</dd>
                    </div>
                  ))}
                </dl>
                {actions ? <div className="estate-row-card-actions">{actions(row)}</div> : null}
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {table.pagination.total > table.pagination.pageSize ? (
        <Pagination
          className="estate-row-cards-pager"
          simple
          {...table.pagination}
          onChange={table.pagination.onChange}
        />
      ) : null}
    </div>
  );
}
