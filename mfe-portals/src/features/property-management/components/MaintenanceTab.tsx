import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText, TICKET_STATUSES, type TicketStatus } from '@estate/contracts';
import { formatCurrency, formatDate, joinWords, useLang } from '@estate/platform';
import { ButtonLink, Ltr, PlusOutlined } from '@estate/platform/ui';
import { Select, Tag } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { PagedList } from '../../../components/dashboard/PagedList.js';
import { PRIORITY_COLOR, TICKET_STATUS_COLOR } from '../../../components/dashboard/tones.js';
import { useTickets } from '../api/get-lists.js';

const PAGE_SIZE = 12;

/** The maintenance tab: title, priority, status, property, tenant, estimated cost and date, newest first. */
export function MaintenanceTab() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [page, setPage] = useState(1);
  const tickets = useTickets({
    ...(status ? { status } : {}),
    sort: 'createdAt',
    order: 'desc',
    page,
    limit: PAGE_SIZE,
  });
  const notSet = t('management.notSet');

  return (
    <div className="portal-section" data-testid="pm-maintenance">
      <div className="portal-toolbar">
        <Select
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          aria-label={t('management.maintenance.filter')}
          className="portal-filter portal-grow"
          options={[
            { value: '', label: t('management.maintenance.all') },
            ...TICKET_STATUSES.map((value) => ({ value, label: t(`management.ticketStatus.${value}`) })),
          ]}
        />
        <ButtonLink to="/estate/maintenance" type="primary" icon={<PlusOutlined />} data-testid="pm-add-request">
          {t('management.maintenance.add')}
        </ButtonLink>
      </div>
      <PagedList
        query={tickets}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loadError={t('management.loadError')}
        empty={<EmptyState title={t('management.maintenance.empty')} />}
        className="portal-cards"
        renderItem={(ticket) => {
          const title = localizedText(ticket.titleAr || ticket.title, ticket.title, lang);
          return (
            <li key={ticket.id} className="portal-card" data-testid="pm-ticket">
              <div className="portal-card-head">
                <div>
                  <h3 lang={title.lang}>{title.text}</h3>
                  <Ltr className="portal-card-sub">{ticket.ticketNumber}</Ltr>
                </div>
                <span className="portal-tags">
                  <Tag color={PRIORITY_COLOR[ticket.priority]}>{t(`management.priority.${ticket.priority}`)}</Tag>
                  <Tag color={TICKET_STATUS_COLOR[ticket.status]}>{t(`management.ticketStatus.${ticket.status}`)}</Tag>
                </span>
              </div>
              <dl className="portal-facts">
                <dt>{t('management.maintenance.property')}</dt>
                <dd>
                  {ticket.propertyTitle
                    ? joinWords(
                        [
                          localizedText(ticket.propertyTitle, ticket.propertyTitleEn, lang).text,
                          ticket.unitNumber ? t('management.unit', { number: ticket.unitNumber }) : null,
                        ],
                        lang,
                      )
                    : t('management.maintenance.unlinked')}
                </dd>
                <dt>{t('management.maintenance.tenant')}</dt>
                <dd>{ticket.tenantName ? localizedText(ticket.tenantName, ticket.tenantNameEn, lang).text : notSet}</dd>
                <dt>{t('management.maintenance.estimatedCost')}</dt>
                <dd>{ticket.estimatedCost === null ? notSet : formatCurrency(ticket.estimatedCost, lang)}</dd>
                <dt>{t('management.maintenance.date')}</dt>
                <dd>{formatDate(ticket.createdAt, lang, 'short')}</dd>
              </dl>
              <div className="portal-card-actions">
                <ButtonLink to={`/estate/maintenance?ticket=${ticket.id}`}>
                  {t('management.maintenance.open')}
                </ButtonLink>
              </div>
            </li>
          );
        }}
      />
    </div>
  );
}
