import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { annualYield, localizedText, type EstateReportQuery } from '@estate/contracts';
import { formatCurrency, formatNumber, formatMonth, formatPercent, useLang } from '@estate/platform';
import { Button, ButtonLink, LoadError, PageLoader, SummaryCards, useToast } from '@estate/platform/ui';
import { FilePdfOutlined } from '@estate/platform/ui-extra';
import { EmptyState } from '../../../components/dashboard/EmptyState.js';
import { downloadReportPdf, useReport } from '../api/get-report.js';
import { usePropertySummary } from '../api/get-summaries.js';
import type { ManagementAccess } from './use-management-access.js';

/**
 * The financials tab: this month's revenue received, expenses and net profit (the reports' figures), the annual
 * return rate (monthly rent × 12 over the portfolio's value) and the revenue of each rented property.
 */
export function FinancialsTab({ access }: { access: ManagementAccess }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const now = new Date();
  const query: EstateReportQuery = { period: 'monthly', year: now.getFullYear(), month: now.getMonth() + 1 };
  const report = useReport(query);
  const summary = usePropertySummary();
  const [busy, setBusy] = useState(false);
  const money = (value: number) => formatCurrency(value, lang);

  const generate = async () => {
    setBusy(true);
    try {
      const file = await downloadReportPdf(query, lang);
      toast.success(t('management.financials.reportDone', { file }));
    } catch {
      toast.error(t('management.financials.reportFailed'));
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (report.isPending || summary.isPending) return <PageLoader />;
    if (report.isError || summary.isError) {
      return (
        <LoadError
          message={t('management.loadError')}
          onRetry={() => {
            void report.refetch();
            void summary.refetch();
          }}
        />
      );
    }
    const yieldPercent = annualYield(summary.data.monthlyIncome, summary.data.totalValue);
    const rented = report.data.properties.filter((row) => row.occupiedUnits > 0 || row.revenue > 0);
    return (
      <>
        <SummaryCards
          cards={[
            {
              key: 'revenue',
              label: t('management.financials.collectedRevenue'),
              value: money(report.data.totalRevenue),
              extra: <span className="portal-muted">{t('management.financials.collectedRevenueNote')}</span>,
              testId: 'pm-fin-revenue',
            },
            {
              key: 'expenses',
              label: t('management.financials.monthlyExpenses'),
              value: money(report.data.totalExpenses),
              testId: 'pm-fin-expenses',
            },
            {
              key: 'net',
              label: t('management.financials.netProfit'),
              value: money(report.data.netIncome),
              tone: report.data.netIncome < 0 ? 'danger' : undefined,
              testId: 'pm-fin-net',
            },
            {
              key: 'annualReturn',
              label: t('management.financials.annualReturn'),
              value: yieldPercent === null ? t('management.notSet') : formatPercent(yieldPercent / 100, lang, 1),
              extra: <span className="portal-muted">{t('management.financials.annualReturnHint')}</span>,
              testId: 'pm-fin-return',
            },
          ]}
        />
        <h2>{t('management.financials.breakdown')}</h2>
        {rented.length === 0 ? (
          <EmptyState title={t('management.financials.noRented')} />
        ) : (
          <>
            <ul className="portal-rows">
              {rented.map((row) => {
                const name = localizedText(row.propertyName, row.propertyNameEn, lang);
                return (
                  <li key={row.propertyId} className="portal-row" data-testid="pm-revenue-row">
                    <div className="portal-row-main">
                      <strong lang={name.lang}>{name.text}</strong>
                      <span className="portal-muted">
                        {t('management.financials.monthlyRent')}: {money(row.monthlyRevenue)} ·{' '}
                        {t('management.financials.occupancy')}: {formatPercent(row.occupancyRate / 100, lang)}
                      </span>
                    </div>
                    <div className="portal-row-side">
                      <span className="portal-muted">{t('management.financials.received')}</span>
                      <strong className="portal-amount">{money(row.revenue)}</strong>
                    </div>
                  </li>
                );
              })}
            </ul>
            {report.data.propertiesShown < report.data.totalProperties ? (
              <p className="portal-muted">
                {t('management.financials.shownOf', { shown: formatNumber(report.data.propertiesShown, lang) })}
              </p>
            ) : null}
          </>
        )}
      </>
    );
  };

  return (
    <div className="portal-section" data-testid="pm-financials">
      <div className="portal-card-head">
        <h2>
          {t('management.financials.month', {
            month: formatMonth(
              report.data?.range.months.at(-1) ?? `${query.year}-${String(query.month).padStart(2, '0')}`,
              lang,
            ),
          })}
        </h2>
        <div className="portal-actions">
          <Button
            type="primary"
            icon={<FilePdfOutlined />}
            loading={busy}
            onClick={() => void generate()}
            data-testid="pm-generate-report"
          >
            {t('management.financials.generate')}
          </Button>
          {access.reports ? (
            <ButtonLink to="/estate/reports">{t('management.financials.openReports')}</ButtonLink>
          ) : null}
        </div>
      </div>
      {body()}
    </div>
  );
}
