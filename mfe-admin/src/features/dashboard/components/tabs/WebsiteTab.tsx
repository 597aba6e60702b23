import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  AUCTION_STAFF_ROLES,
  localizedTitle,
  PROPERTY_STAFF_ROLES,
  type DashboardInboxItem,
  type DashboardWebsite,
  type Role,
} from '@estate/contracts';
import { formatDateTime, formatNumber, hasRole, useLang } from '@estate/platform';
import { Empty } from '@estate/platform/ui';
import { useDashboardWebsite } from '../../api/get-dashboard-website.js';
import { Figure, Figures } from '../Figure.js';
import { TabQuery } from '../TabQuery.js';
import '../../../../components/admin-screen.css';

type Box = 'inquiries' | 'contactMessages' | 'serviceRequests';
const BOXES: readonly Box[] = ['inquiries', 'contactMessages', 'serviceRequests'];

/** Where each waiting item is worked: the requests screen's list of its kind, or the pending listings or auctions. */
const linkOf = (kind: DashboardInboxItem['kind']): string =>
  kind === 'listing'
    ? '/admin/properties?status=pending'
    : kind === 'auction'
      ? '/admin/auctions?review=pending'
      : `/admin/requests${kind === 'inquiry' ? '' : `?tab=${kind === 'contactMessage' ? 'contactMessages' : 'serviceRequests'}`}`;

/** Each kind's badge tone (admin-screen.css, colours at 4.5:1 contrast). */
const kindTones = {
  inquiry: 'info',
  contactMessage: 'neutral',
  serviceRequest: 'info',
  listing: 'caution',
  auction: 'caution',
} as const;

/** Website management: the public inbox (inquiries, contact messages, service requests) and what waits for approval. */
export function WebsiteTab({ role }: { role: Role }) {
  const query = useDashboardWebsite();
  return (
    <TabQuery query={query} testId="dashboard-websiteManagement">
      {(data) => <Website data={data} role={role} />}
    </TabQuery>
  );
}

function Website({ data, role }: { data: DashboardWebsite; role: Role }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const boxPath = (box: Box) => `/admin/requests${box === 'inquiries' ? '' : `?tab=${box}`}`;

  return (
    <div className="dashboard-groups">
      <section className="dashboard-card" aria-labelledby="web-inbox-title">
        <h2 id="web-inbox-title" className="dashboard-group-title">
          {t('dashboardTabs.website.inbox')}
        </h2>
        <div className="dashboard-boxes">
          {BOXES.map((box) => {
            const counts = data[box];
            if (!counts) return null;
            return (
              <Link key={box} to={boxPath(box)} className="dashboard-box" data-testid={`web-${box}`}>
                <span className="dashboard-box-title">{t(`dashboardTabs.website.boxes.${box}`)}</span>
                <span className="dashboard-box-counts">
                  {(['new', 'inProgress', 'total'] as const).map((key) => (
                    <span
                      key={key}
                      className="dashboard-box-count"
                      data-testid={`web-${box}-${key}`}
                      data-value={counts[key]}
                    >
                      <strong>{n(counts[key])}</strong>
                      <span className="muted">{t(`dashboardTabs.website.counts.${key}`)}</span>
                    </span>
                  ))}
                </span>
              </Link>
            );
          })}
        </div>
      </section>

      {data.pendingListings !== undefined || data.pendingAuctions !== undefined ? (
        <section className="dashboard-card" aria-labelledby="web-approve-title">
          <h2 id="web-approve-title" className="dashboard-group-title">
            {t('dashboardTabs.website.toApprove')}
          </h2>
          <Figures>
            {data.pendingListings !== undefined ? (
              <Figure
                testId="web-pendingListings"
                label={t('dashboardTabs.website.pendingListings')}
                value={n(data.pendingListings)}
                raw={data.pendingListings}
                tone={data.pendingListings ? 'warning' : undefined}
                to={hasRole(role, PROPERTY_STAFF_ROLES) ? '/admin/properties?status=pending' : undefined}
              />
            ) : null}
            {data.pendingAuctions !== undefined ? (
              <Figure
                testId="web-pendingAuctions"
                label={t('dashboardTabs.website.pendingAuctions')}
                value={n(data.pendingAuctions)}
                raw={data.pendingAuctions}
                tone={data.pendingAuctions ? 'warning' : undefined}
                to={hasRole(role, AUCTION_STAFF_ROLES) ? '/admin/auctions?review=pending' : undefined}
              />
            ) : null}
          </Figures>
        </section>
      ) : null}

      <section className="dashboard-card" aria-labelledby="web-latest-title">
        <h2 id="web-latest-title" className="dashboard-group-title">
          {t('dashboardTabs.website.latest')}
        </h2>
        {data.latest.length ? (
          <ul className="dashboard-list" data-testid="web-latest">
            {data.latest.map((item) => {
              const title = localizedTitle(item, lang);
              return (
                <li key={`${item.kind}-${item.id}`} className="dashboard-list-item" data-kind={item.kind}>
                  <span className={`admin-badge admin-badge-${kindTones[item.kind]}`}>
                    {t(`dashboardTabs.website.kinds.${item.kind}`)}
                  </span>
                  <Link to={linkOf(item.kind)}>
                    <span lang={title.lang} dir="auto" className="dashboard-list-title">
                      {title.text}
                    </span>
                  </Link>
                  <time className="muted dashboard-list-date" dateTime={item.createdAt}>
                    {formatDateTime(item.createdAt, lang)}
                  </time>
                </li>
              );
            })}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboardTabs.website.nothingWaiting')} />
        )}
      </section>
    </div>
  );
}
