import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstateImportEntity } from '@estate/contracts';
import type { QueryParams } from '@estate/platform';
import { Button, LoadError, PlusOutlined, SummaryCards, type SummaryCard } from '@estate/platform/ui';
import { Tabs, UploadOutlined } from '@estate/platform/ui-extra';
import { ExportButtons } from '../ExportButtons.js';
import { ImportDialog } from '../ImportDialog.js';
import { PageHeader } from '../PageHeader.js';

/** The header buttons a list offers: import (a checked preview, then the commit), export and add. */
export interface ListPageButtons {
  import?: { entity: EstateImportEntity; title: string; testId: string };
  export?: { path: string; query: QueryParams; fileName: string };
  add?: { label: string; testId: string; onClick: () => void };
  /** Buttons of this list only, before add. */
  more?: ReactNode;
}

/**
 * The back office's one list-page layout: title and header buttons, the figures, the tabs, the search and filters,
 * a failed read in place with a retry, then the list and the page's dialogs.
 */
export function ListPage({
  testId,
  title,
  subtitle,
  buttons,
  summary,
  tabs,
  toolbar,
  list,
  children,
}: {
  testId: string;
  /** Left out when the list is a tab of a page that has the title: its buttons then end its toolbar. */
  title?: string;
  subtitle?: string;
  buttons?: ListPageButtons;
  summary?: { cards: SummaryCard[]; loading: boolean };
  tabs?: {
    active: string;
    keys: readonly string[];
    label: (key: string) => string;
    onChange: (key: string) => void;
    testId?: string;
  };
  toolbar?: ReactNode;
  list: { isError: boolean; refetch: () => unknown };
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
  return (
    <div className={title ? 'page estate-page' : undefined} data-testid={testId}>
      {title ? <PageHeader title={title} subtitle={subtitle} actions={actions} /> : null}
      {summary ? <SummaryCards cards={summary.cards} loading={summary.loading} /> : null}
      {tabs ? (
        <Tabs
          activeKey={tabs.active}
          onChange={tabs.onChange}
          items={tabs.keys.map((key) => ({ key, label: tabs.label(key) }))}
          data-testid={tabs.testId}
        />
      ) : null}
      {toolbar ? (
        <div className="estate-toolbar" role="search">
          {toolbar}
          {!title && actions ? <div className="estate-page-actions">{actions}</div> : null}
        </div>
      ) : null}
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      {children}
      {importing && buttons?.import ? (
        <ImportDialog entity={buttons.import.entity} title={buttons.import.title} onClose={() => setImporting(false)} />
      ) : null}
    </div>
  );
}
