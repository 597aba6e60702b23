import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PROPERTY_INPUT_LIMITS, PROPERTY_STATUSES, type Property, type PropertyStatus } from '@estate/contracts';
import { useAuth } from '@estate/platform';
import { Button, PlusOutlined } from '@estate/platform/ui';
import { Input, RecordHistoryDrawer, Select, useCanReadAuditLog } from '@estate/platform/ui-extra';
import { canDeleteListings } from '../utils/listing-access.js';
import { listingsViewParams, readListingsView, searchTextOf, type ListingsView } from '../utils/listings-view.js';
import { ListingsTable } from './ListingsTable.js';
import { PropertyFormDialog } from './PropertyFormDialog.js';
import '../../../components/admin-screen.css';
import '../listings.css';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 400;

type Dialog = { kind: 'add' } | { kind: 'edit'; property: Property } | null;

/** /admin/properties (and /manage-properties): every listing for staff; search, status and page live in the address. */
export function ListingsPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = readListingsView(params);
  const { q, status } = view;
  const show = useCallback((next: ListingsView) => setParams(listingsViewParams(next), { replace: true }), [setParams]);
  const onPage = useCallback((page: number) => show({ q, status, page }), [show, q, status]);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A listing's history opened from elsewhere (the audit log links here with `?history=<id>`).
  const historyOf = useCanReadAuditLog() ? params.get('history') : null;

  // The search box: its text runs as the search once typing pauses (or on Enter); the address leads when it
  // changes on its own (back and forward), without eating a space being typed.
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (searchTextOf(text) !== q) setText(q);
  }
  useEffect(() => {
    const wanted = searchTextOf(text);
    if (wanted === q) return;
    const timer = setTimeout(() => show({ q: wanted, status, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, status, show]);

  return (
    <div className="page listings-page" data-testid="listings-page">
      <div className="admin-head">
        <div>
          <h1 className="admin-title">{t('listings.title')}</h1>
          <p className="muted admin-subtitle">{t('listings.subtitle')}</p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'add' })}
          data-testid="add-listing"
        >
          {t('listings.addProperty')}
        </Button>
      </div>
      <div className="admin-toolbar" role="search">
        <Input.Search
          allowClear
          placeholder={t('listings.searchPlaceholder')}
          aria-label={t('listings.search')}
          value={text}
          maxLength={PROPERTY_INPUT_LIMITS.search}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => {
            setText(value);
            show({ q: searchTextOf(value), status, page: 1 });
          }}
          className="admin-search listings-search"
          data-testid="listings-search"
        />
        <Select<PropertyStatus | 'all'>
          aria-label={t('listings.statusFilter')}
          value={status ?? 'all'}
          onChange={(value) => show({ q, status: value === 'all' ? undefined : value, page: 1 })}
          options={[
            { value: 'all', label: t('listings.allStatuses') },
            ...PROPERTY_STATUSES.map((value) => ({ value, label: t(`listings.statuses.${value}`) })),
          ]}
          className="listings-filter"
          data-testid="listings-status-filter"
        />
      </div>
      <ListingsTable
        view={view}
        onPage={onPage}
        onEdit={(property) => setDialog({ kind: 'edit', property })}
        canDelete={canDeleteListings(user)}
      />
      {historyOf ? (
        <RecordHistoryDrawer
          key={historyOf}
          record={{ targetType: 'property', targetId: historyOf }}
          open
          onClose={() => show(view)}
        />
      ) : null}
      {dialog?.kind === 'add' ? <PropertyFormDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <PropertyFormDialog key={dialog.property.id} property={dialog.property} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
