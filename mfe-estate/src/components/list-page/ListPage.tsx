import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstateImportEntity } from '@estate/contracts';
import type { QueryParams } from '@estate/platform';
import { Button, LoadError, PlusOutlined, SummaryCards, type SummaryCard } from '@estate/platform/ui';
import { Tabs, UploadOutlined } from '@estate/platform/ui-extra';
import { ExportButtons } from '../ExportButtons.js';
import { ImportDialog } from '../ImportDialog.js';
import { PageHeader } from '../PageHeader.js';
import { ListFilters, type ListFilter } from './ListFilters.js';
import type { ListView } from '../../hooks/use-list-view.js';

/** The header buttons a list offers: import (a checked preview, then the commit), export and add. */
export interface ListPageButtons {
  import?: { entity: EstateImportEntity; title: string; testId: string };
  export?: { path: string; query: QueryParams; fileName: string };
  add?: { label: string; testId: string; onClick: () => void };
  /** Buttons of this list only, before add. */
  more?: ReactNode;
}

/** What the layout reads of a list's state (useListPage's answer). */
export interface ListPageState {
  view: ListView<string>;
  show: (change: { q?: string; filters?: Record<string, string | undefined> }) => void;
  list: { isError: boolean; refetch: () => unknown };
  tab?: string;
  tabKeys?: readonly string[];
  chooseTab: (key: string) => void;
}

/**
 * The back office's one list-page layout: title and header buttons, the figures, the tabs, the search and filters,
 * a failed read in place with a retry, then the list and the page's dialogs. Its words come from the list's
 * translations under `name` (`<name>.title`, `.subtitle`, `.tabs.<tab>`, `.searchPlaceholder`) and its test ids start
 * with `name` (`<name>-page`, or `<name>-tab` in a tab; `<name>-tabs`, `<name>-search`).
 */
export function ListPage({
  name,
  page,
  inTab = false,
  buttons,
  summary,
  filters = [],
  moreFilters,
  children,
}: {
  name: string;
  page: ListPageState;
  /** A list in a tab of a page that has the title: no title, and its buttons end its toolbar. */
  inTab?: boolean;
  buttons?: ListPageButtons;
  summary?: { cards: SummaryCard[]; loading: boolean };
  /** Filters on a fixed set of values, after the search box. */
  filters?: ListFilter[];
  /** Controls of this list after its filters (a property, an assignee, the order). */
  moreFilters?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('estate');
  const [importing, setImporting] = useState(false);
  const actions =
    buttons && (buttons.import || buttons.export || buttons.add || buttons.more) ? (
      <>
        {buttons.import ? (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid={buttons.import.testId}>
            {t('actions.import')}
          </Button>
        ) : null}
        {buttons.export ? <ExportButtons {...buttons.export} /> : null}
        {buttons.more}
        {buttons.add ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={buttons.add.onClick} data-testid={buttons.add.testId}>
            {buttons.add.label}
          </Button>
        ) : null}
      </>
    ) : null;
  const tabKeys = page.tabKeys;
  return (
    <div className={inTab ? undefined : 'page estate-page'} data-testid={`${name}-${inTab ? 'tab' : 'page'}`}>
      {inTab ? null : <PageHeader title={t(`${name}.title`)} subtitle={t(`${name}.subtitle`)} actions={actions} />}
      {summary ? <SummaryCards cards={summary.cards} loading={summary.loading} /> : null}
      {tabKeys ? (
        <Tabs
          activeKey={page.tab ?? tabKeys[0]}
          onChange={page.chooseTab}
          items={tabKeys.map((key) => ({ key, label: t(`${name}.tabs.${key}`) }))}
          data-testid={`${name}-tabs`}
        />
      ) : null}
      <div className="estate-toolbar" role="search">
        <ListFilters
          view={page.view}
          show={page.show}
          placeholder={t(`${name}.searchPlaceholder`)}
          searchTestId={`${name}-search`}
          filters={filters}
        />
        {moreFilters}
        {inTab && actions ? <div className="estate-page-actions">{actions}</div> : null}
      </div>
      {page.list.isError ? <LoadError onRetry={() => void page.list.refetch()} /> : null}
      {children}
      {importing && buttons?.import ? (
        <ImportDialog entity={buttons.import.entity} title={buttons.import.title} onClose={() => setImporting(false)} />
      ) : null}
    </div>
  );
}
