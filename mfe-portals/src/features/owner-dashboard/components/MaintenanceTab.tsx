import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText, TICKET_STATUSES, type TicketStatus } from '@estate/contracts';
import { formatCurrency, formatDate, joinWords, useLang } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';
import { Select, Tag } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { PagedList } from '../../../components/dashboard/PagedList.js';
import { PRIORITY_COLOR, TICKET_STATUS_COLOR } from '../../../components/dashboard/tones.js';
import { useOwnerMaintenance } from '../api/get-owner-maintenance.js';

const PAGE_SIZE = 10;

/** The maintenance tab: the tickets on the owner's properties with their status, priority and cost. */
export function MaintenanceTab() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const tickets = useOwnerMaintenance({ page, limit: PAGE_SIZE, ...(status ? { status } : {}) });
  const money = (value: number) => formatCurrency(value, lang);

  return (
    <div className="portal-section" data-testid="owner-maintenance">
      <div className="portal-toolbar">
        <label className="portal-field portal-grow">
          <span className="portal-muted">{t('owner.maintenance.filter')}</span>
          <Select
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={[
              { value: '', label: t('owner.maintenance.all') },
              ...TICKET_STATUSES.map((value) => ({ value, label: t(`owner.ticketStatus.${value}`) })),
            ]}
          />
        </label>
      </div>
      <PagedList
        query={tickets}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loadError={t('owner.loadError')}
        empty={<EmptyState title={t('owner.maintenance.empty')} />}
        className="portal-rows"
        renderItem={(ticket) => (
          <li key={ticket.id} className="portal-row" data-testid="owner-ticket">
            <div className="portal-row-main">
              <span className="portal-tags">
                <Tag color={TICKET_STATUS_COLOR[ticket.status]}>{t(`owner.ticketStatus.${ticket.status}`)}</Tag>
                <Tag color={PRIORITY_COLOR[ticket.priority]}>{t(`owner.priority.${ticket.priority}`)}</Tag>
                <Ltr className="portal-muted">{ticket.ticketNumber}</Ltr>
              </span>
              <strong>{localizedText(ticket.titleAr || ticket.title, ticket.title, lang).text}</strong>
              <span className="portal-muted">
                {joinWords(
                  [
                    ticket.propertyTitle
                      ? localizedText(ticket.propertyTitle, ticket.propertyTitleEn, lang).text
                      : null,
                    ticket.unitNumber ? t('owner.maintenance.unit', { number: ticket.unitNumber }) : null,
                    ticket.tenantName ? localizedText(ticket.tenantName, ticket.tenantNameEn, lang).text : null,
                  ],
                  lang,
                )}
              </span>
            </div>
            <div className="portal-row-side">
              <strong className="portal-amount">
                {ticket.actualCost !== null
                  ? t('owner.maintenance.actual', { amount: money(ticket.actualCost) })
                  : ticket.estimatedCost !== null
                    ? t('owner.maintenance.estimated', { amount: money(ticket.estimatedCost) })
                    : t('owner.maintenance.noCost')}
              </strong>
              <span className="portal-muted">
                {t('owner.maintenance.opened', { date: formatDate(ticket.createdAt, lang, 'short') })}
              </span>
            </div>
          </li>
        )}
      />
    </div>
  );
}
