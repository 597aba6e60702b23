import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cityName, districtName, localizedText, type TenantOverview } from '@estate/contracts';
import { formatCurrency, formatDateWithHijri, formatNumber, joinWords, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';
import { ContractNotice } from './ContractNotice.js';
import { InvoiceStateTag } from './TenantBits.js';

function Figure({
  label,
  value,
  note,
  tone,
  testId,
  action,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  tone?: 'danger' | 'good';
  testId: string;
  action?: ReactNode;
}) {
  return (
    <section className={`tenant-figure${tone ? ` tenant-figure-${tone}` : ''}`} data-testid={testId}>
      <h3 className="tenant-figure-label">{label}</h3>
      <p className="tenant-figure-value">{value}</p>
      {note ? <p className="tenant-figure-note muted">{note}</p> : null}
      {action}
    </section>
  );
}

/**
 * The overview: the home and its contract (with its notice of non-renewal, or the tenant's way to give one), the next invoice, what is overdue with its late fees, what is owed now apart
 * from what is still to come on the contract, open requests.
 */
export function OverviewTab({
  overview,
  onOpen,
}: {
  overview: TenantOverview;
  onOpen: (tab: 'requests' | 'payments') => void;
}) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const contract = overview.currentContract;
  const next = overview.nextInvoice;
  return (
    <div className="tenant-overview" data-testid="tenant-overview">
      {contract ? (
        <section className="tenant-card tenant-home" data-testid="tenant-home">
          <h3 className="tenant-figure-label">{t('tenant.overview.property')}</h3>
          <p className="tenant-home-title">
            {localizedText(contract.propertyTitle, contract.propertyTitleEn, lang).text}
          </p>
          <p className="muted">
            {joinWords([contract.address, districtName(contract, lang), cityName(contract.city, lang)], lang)}
          </p>
          <p>
            <span>{t('tenant.overview.unit', { unit: contract.unitNumber })}</span>
            {' · '}
            <bdi>{t('tenant.overview.contract', { number: contract.contractNumber })}</bdi>
          </p>
          <dl className="tenant-facts">
            <div>
              <dt>{t('tenant.overview.monthlyRent')}</dt>
              <dd data-testid="tenant-monthly-rent">{formatCurrency(contract.monthlyRent, lang, { halalas: true })}</dd>
            </div>
            <div>
              <dt>{t('tenant.overview.contractStart')}</dt>
              <dd data-testid="tenant-contract-start">{formatDateWithHijri(contract.startDate, lang)}</dd>
            </div>
            <div>
              <dt>{t('tenant.overview.contractEnd')}</dt>
              <dd>{formatDateWithHijri(contract.endDate, lang)}</dd>
            </div>
            <div>
              <dt>{t('tenant.overview.owner')}</dt>
              <dd>{localizedText(contract.ownerName, contract.ownerNameEn, lang).text}</dd>
            </div>
          </dl>
          <ContractNotice contract={contract} />
        </section>
      ) : (
        <section className="tenant-card" data-testid="tenant-home">
          <h3 className="tenant-figure-label">{t('tenant.overview.noContract')}</h3>
          <p className="muted">{t('tenant.overview.noContractText')}</p>
        </section>
      )}
      <div className="tenant-figures">
        <Figure
          label={t('tenant.overview.nextInvoice')}
          testId="tenant-next-invoice"
          value={
            next
              ? formatCurrency(next.outstandingAmount + next.lateFee, lang, { halalas: true })
              : t('tenant.overview.noNextInvoice')
          }
          note={
            next ? (
              <>
                <bdi>
                  {t('tenant.overview.nextInvoiceDue', {
                    number: next.invoiceNumber,
                    date: formatDateWithHijri(next.dueDate, lang),
                  })}
                </bdi>{' '}
                <InvoiceStateTag state={next.state} />
              </>
            ) : undefined
          }
        />
        <Figure
          label={t('tenant.overview.overdue')}
          testId="tenant-overdue"
          tone={overview.overdueAmount > 0 ? 'danger' : 'good'}
          value={
            overview.overdueAmount > 0
              ? formatCurrency(overview.overdueAmount, lang, { halalas: true })
              : t('tenant.overview.noOverdue')
          }
          note={
            overview.overdueCount > 0
              ? t('tenant.overview.overdueCount', {
                  count: overview.overdueCount,
                  n: formatNumber(overview.overdueCount, lang),
                })
              : undefined
          }
          action={
            <Button type="link" className="tenant-tap tenant-link" onClick={() => onOpen('payments')}>
              {t('tenant.overview.viewPayments')}
            </Button>
          }
        />
        <Figure
          label={t('tenant.overview.owedNow')}
          testId="tenant-owed-now"
          tone={overview.owedNowAmount > 0 ? 'danger' : 'good'}
          value={
            overview.owedNowAmount > 0
              ? formatCurrency(overview.owedNowAmount, lang, { halalas: true })
              : t('tenant.overview.nothingOwedNow')
          }
          note={t('tenant.overview.owedNowNote')}
        />
        <Figure
          label={t('tenant.overview.remaining')}
          testId="tenant-remaining"
          value={formatCurrency(overview.remainingAmount, lang, { halalas: true })}
          note={t('tenant.overview.remainingNote')}
        />
        <Figure
          label={t('tenant.overview.openRequests')}
          testId="tenant-open-requests"
          value={formatNumber(overview.openRequests, lang)}
          action={
            <Button type="link" className="tenant-tap tenant-link" onClick={() => onOpen('requests')}>
              {t('tenant.overview.viewRequests')}
            </Button>
          }
        />
      </div>
    </div>
  );
}
