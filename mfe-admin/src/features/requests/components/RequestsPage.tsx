import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type RequestStatus } from '@estate/contracts';
import { formatNumber, useAuth, useLang } from '@estate/platform';
import { Select, Tabs } from '@estate/platform/ui-extra';
import { useNewRequestCount } from '../api/get-staff-requests.js';
import {
  readRequestsView,
  requestKindsFor,
  requestsViewParams,
  type RequestKind,
  type RequestsView,
} from '../utils/request-kinds.js';
import { RequestsTable } from './RequestsTable.js';
import '../requests.css';

function TabLabel({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const newCount = useNewRequestCount(kind).data ?? 0;
  return (
    <span className="requests-tab">
      {t(`requests.tabs.${kind}`)}
      {newCount > 0 ? (
        <span className="requests-tab-count" title={t('requests.newCount', { n: formatNumber(newCount, lang) })}>
          <span aria-hidden>{formatNumber(newCount, lang)}</span>
          <span className="visually-hidden">{t('requests.newCount', { n: formatNumber(newCount, lang) })}</span>
        </span>
      ) : null}
    </span>
  );
}

/** /admin/requests: inquiries, contact messages and service requests for staff; tab, filter and page live in the address. */
export function RequestsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const kinds = requestKindsFor(user?.role);
  const view = readRequestsView(params);
  const show = (next: RequestsView) => setParams(requestsViewParams(next), { replace: true });
  // A list the role does not work (an agent sent to ?tab=serviceRequests) shows its first one instead.
  const kind = kinds.includes(view.kind) ? view.kind : kinds[0]!;
  const { status } = view;
  const onPage = (page: number) => show({ kind, status, page });

  return (
    <div className="page requests-page" data-testid="requests-page">
      <h1 className="requests-title">{t('requests.title')}</h1>
      <p className="muted">{t(kinds.length === 1 ? 'requests.subtitleAgent' : 'requests.subtitle')}</p>
      <Tabs
        activeKey={kind}
        onChange={(key) => show({ kind: key as RequestKind, status, page: 1 })}
        items={kinds.map((key) => ({ key, label: <TabLabel kind={key} /> }))}
      />
      <div className="requests-toolbar">
        <label className="requests-filter">
          <span>{t('requests.statusFilter')}</span>
          <Select<RequestStatus | 'all'>
            value={status ?? 'all'}
            onChange={(value) => show({ kind, status: value === 'all' ? undefined : value, page: 1 })}
            options={[
              { value: 'all', label: t('requests.allStatuses') },
              ...REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.statuses.${value}`) })),
            ]}
            className="requests-filter-select"
            data-testid="requests-status-filter"
          />
        </label>
      </div>
      <RequestsTable key={kind} kind={kind} status={status} page={view.page} onPage={onPage} />
    </div>
  );
}
