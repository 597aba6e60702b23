import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { localizedText, type Language, type TenantTicket } from '@estate/contracts';
import { formatDate, formatDateTime, formatNumber, useLang } from '@estate/platform';
import { Button, LoadError, PlusOutlined, Spin } from '@estate/platform/ui';
import { Drawer } from '@estate/platform/ui-extra';
import { MaintenanceRequestForm } from '../../maintenance-request/components/MaintenanceRequestForm.js';
import { useTenantRequest, useTenantRequests, type TenantTicketDetail } from '../api/get-tenant-requests.js';
import { tenantKeys } from '../api/tenant-keys.js';
import { EmptyState, Pager, TicketPriorityTag, TicketStatusTag } from './TenantBits.js';

const PAGE_SIZE = 10;

/** A request's title in the page's language (staff may have written both). */
const ticketTitle = (ticket: Pick<TenantTicket, 'title' | 'titleAr'>, lang: Language) =>
  lang === 'ar' ? ticket.titleAr || ticket.title : ticket.title || ticket.titleAr;

function RequestDetail({ ticket }: { ticket: TenantTicketDetail }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const statusText = (value: string | null | undefined) =>
    value ? t(`tenant.ticketStatus.${value}`, { defaultValue: value }) : '';
  return (
    <div className="tenant-request-detail" data-testid="request-detail" data-status={ticket.status}>
      <div className="tenant-tags">
        <TicketStatusTag status={ticket.status} />
        <TicketPriorityTag priority={ticket.priority} />
      </div>
      <dl className="tenant-facts">
        <div>
          <dt>{t('tenant.requests.category')}</dt>
          <dd>{t(`request.enums.category.${ticket.category}`)}</dd>
        </div>
        {ticket.propertyTitle ? (
          <div>
            <dt>{t('tenant.requests.property')}</dt>
            <dd>
              {localizedText(ticket.propertyTitle, ticket.propertyTitleEn, lang).text}
              {ticket.unitNumber ? ` · ${ticket.unitNumber}` : ''}
            </dd>
          </div>
        ) : null}
        {ticket.scheduledDate ? (
          <div>
            <dt>{t('tenant.requests.scheduledOn')}</dt>
            <dd>{formatDate(ticket.scheduledDate, lang)}</dd>
          </div>
        ) : null}
      </dl>
      <h4>{t('tenant.requests.description')}</h4>
      <p className="tenant-prewrap">{ticket.description}</p>
      {ticket.photos.length ? (
        <>
          <h4>{t('tenant.requests.photos')}</h4>
          <ul className="tenant-photos">
            {ticket.photos.map((photo, index) => (
              <li key={photo.url}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.url}
                    alt={t('tenant.requests.photoAlt', { index: formatNumber(index + 1, lang) })}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4>{t('tenant.requests.history')}</h4>
      <ol className="tenant-history" data-testid="request-history">
        {ticket.history.map((event) => (
          <li key={event.id} data-type={event.type}>
            <span>
              {t(`tenant.history.${event.type}`, {
                from: statusText(event.details.from),
                to: statusText(event.details.to),
              })}
            </span>
            <time className="muted" dateTime={event.createdAt}>
              {formatDateTime(event.createdAt, lang)}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}

function RequestDrawer({ id, number, onClose }: { id: string | null; number: string; onClose: () => void }) {
  const { t } = useTranslation('portals');
  const detail = useTenantRequest(id);
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      title={t('tenant.requests.details', { number })}
      placement="bottom"
      size="90%"
      destroyOnHidden
      rootClassName="tenant-drawer"
      data-testid="request-drawer"
    >
      {detail.isPending ? (
        <Spin />
      ) : detail.isError ? (
        <LoadError message={t('tenant.requests.loadError')} onRetry={() => void detail.refetch()} />
      ) : (
        <RequestDetail ticket={detail.data} />
      )}
    </Drawer>
  );
}

/** The tenant's requests with their status and priority, a new-request form, and each request's history. */
export function RequestsTab() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const [opened, setOpened] = useState<TenantTicket | null>(null);
  const list = useTenantRequests({ page, limit: PAGE_SIZE });

  return (
    <div className="tenant-requests" data-testid="tenant-requests">
      <div className="tenant-toolbar">
        <Button
          type={formOpen ? 'default' : 'primary'}
          icon={formOpen ? undefined : <PlusOutlined />}
          className="tenant-tap"
          onClick={() => setFormOpen((open) => !open)}
          aria-expanded={formOpen}
          aria-controls="tenant-request-form"
          data-testid="tenant-new-request"
        >
          {formOpen ? t('tenant.requests.closeForm') : t('tenant.requests.new')}
        </Button>
      </div>
      {formOpen ? (
        <section id="tenant-request-form" className="tenant-card" aria-labelledby="tenant-request-form-title">
          <h3 id="tenant-request-form-title" className="tenant-section-title">
            {t('tenant.requests.formTitle')}
          </h3>
          <MaintenanceRequestForm
            sender="tenant"
            onSubmitted={() => {
              setPage(1);
              void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
            }}
          />
        </section>
      ) : null}
      {list.isPending ? (
        <Spin className="tenant-spin" />
      ) : list.isError ? (
        <LoadError message={t('tenant.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          testId="tenant-requests-empty"
          title={t('tenant.requests.empty')}
          text={t('tenant.requests.emptyText')}
        />
      ) : (
        <>
          <ul className="tenant-list" aria-busy={list.isFetching}>
            {list.data.items.map((ticket) => (
              <li
                key={ticket.id}
                className="tenant-row"
                data-testid="tenant-request"
                data-ticket={ticket.ticketNumber}
                data-status={ticket.status}
              >
                <div className="tenant-row-main">
                  <strong className="tenant-row-title">{ticketTitle(ticket, lang)}</strong>
                  <span className="muted">
                    <bdi>{ticket.ticketNumber}</bdi> · {t(`request.enums.category.${ticket.category}`)} ·{' '}
                    {t('tenant.requests.opened', { date: formatDate(ticket.createdAt, lang) })}
                  </span>
                  <span className="tenant-tags">
                    <TicketStatusTag status={ticket.status} />
                    <TicketPriorityTag priority={ticket.priority} />
                  </span>
                </div>
                <Button
                  className="tenant-tap"
                  onClick={() => setOpened(ticket)}
                  aria-label={t('tenant.requests.viewLabel', { number: ticket.ticketNumber })}
                  data-testid="tenant-request-view"
                >
                  {t('tenant.requests.view')}
                </Button>
              </li>
            ))}
          </ul>
          <Pager page={page} total={list.data.total} limit={PAGE_SIZE} onPage={setPage} />
        </>
      )}
      <RequestDrawer id={opened?.id ?? null} number={opened?.ticketNumber ?? ''} onClose={() => setOpened(null)} />
    </div>
  );
}
