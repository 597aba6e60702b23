import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  ESTATE_SCREEN_ROLES,
  formatPhone,
  localizedText,
  type ContractDocument,
  type EstateContract,
  type EstateInvoice,
} from '@estate/contracts';
import {
  formatCurrency,
  formatDateWithHijri,
  formatFileSize,
  formatNumber,
  formatPercent,
  hasRole,
  useAuth,
  useLang,
} from '@estate/platform';
import { ButtonLink, EditOutlined, EyeOutlined, LoadError, Ltr } from '@estate/platform/ui';
import { DownloadOutlined, RecordHistoryButton } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { ContractStatusBadge, PaymentStatusBadge } from '../../../components/badges.js';
import { ResponsiveTable, RowButtons, RowLink, usePhoneLayout } from '../../../components/list-page/index.js';
import { useServerTable } from '../../../components/server-table.js';
import { DaysRemaining } from '../../../components/DaysRemaining.js';
import { InfoCard } from '../../../components/InfoCard.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { RecordGate } from '../../../components/RecordGate.js';
import { useEstateAccess } from '../../../hooks/use-estate-access.js';
import { useContract } from '../api/get-contract.js';
import { useContractInvoices } from '../api/get-contract-invoices.js';
import { DepositSection } from '../deposit/components/DepositSection.js';
import { ContractDownloadButton } from './ContractDownloadButton.js';
import { ContractLifecycle } from './ContractLifecycle.js';
import { NoticeCard, NoticeTag } from './NonRenewalNotice.js';
import { invoiceColumns } from './invoice-columns.js';

/**
 * /estate/contracts/{id}: the contract, days to its end in the spec's colours and words, its money, its security
 * deposit (admin, accountant) and its invoices.
 */
export function ContractViewPage() {
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  return (
    <RecordGate query={contract} backTo="/estate/contracts">
      {(record) => <ContractView contract={record} />}
    </RecordGate>
  );
}

function ContractView({ contract }: { contract: EstateContract }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const access = useEstateAccess();
  const money = (value: number) => formatCurrency(value, lang);
  const property = localizedText(contract.propertyTitle, contract.propertyTitleEn, lang).text;
  return (
    <div className="page estate-page" data-testid="contract-view-page">
      <PageHeader
        title={
          <>
            {t('contracts.viewTitle')} <Ltr data-testid="contract-number">{contract.contractNumber}</Ltr>
          </>
        }
        actions={
          <>
            <ButtonLink to="/estate/contracts">{t('actions.backToList')}</ButtonLink>
            <ContractDownloadButton contract={contract} />
            <RecordHistoryButton
              targetType="estate_contract"
              targetId={contract.id}
              name={contract.contractNumber}
              testId="contract-history"
            />
            {access.editContracts ? <ContractLifecycle contract={contract} /> : null}
            {access.editContracts && contract.status !== 'terminated' ? (
              <ButtonLink
                type="primary"
                icon={<EditOutlined />}
                to={`/estate/contracts/${contract.id}/edit`}
                data-testid="contract-edit"
              >
                {t('actions.edit')}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="estate-cards">
        <InfoCard
          title={t('contracts.sections.info')}
          rows={[
            {
              key: 'number',
              label: t('contracts.fields.contractNumber'),
              value: <Ltr>{contract.contractNumber}</Ltr>,
            },
            {
              key: 'status',
              label: t('contracts.fields.status'),
              value: (
                <span className="estate-inline">
                  <ContractStatusBadge status={contract.status} />
                  <NoticeTag contract={contract} />
                </span>
              ),
            },
            {
              key: 'start',
              label: t('contracts.fields.startDate'),
              value: <span data-testid="contract-start">{formatDateWithHijri(contract.startDate, lang)}</span>,
            },
            { key: 'end', label: t('contracts.fields.endDate'), value: formatDateWithHijri(contract.endDate, lang) },
            {
              key: 'daysRemaining',
              label: t('contracts.fields.daysRemaining'),
              value: contract.status === 'terminated' ? '—' : <DaysRemaining days={contract.daysToExpiry} />,
            },
            {
              key: 'duration',
              label: t('contracts.fields.duration'),
              value: t('units.months', {
                count: contract.durationMonths,
                n: formatNumber(contract.durationMonths, lang),
              }),
            },
            {
              key: 'created',
              label: t('contracts.fields.createdAt'),
              value: formatDateWithHijri(contract.createdAt, lang),
            },
            {
              key: 'ejarNumber',
              label: t('contracts.ejar.number'),
              value: contract.ejarContractNumber ? <Ltr>{contract.ejarContractNumber}</Ltr> : '—',
            },
            ...(contract.ejarRegisteredOn
              ? [
                  {
                    key: 'ejarRegisteredOn',
                    label: t('contracts.ejar.registeredOn'),
                    value: formatDateWithHijri(contract.ejarRegisteredOn, lang),
                  },
                ]
              : []),
            ...(contract.terminationDate
              ? [
                  {
                    key: 'terminated',
                    label: t('contracts.fields.terminationDate'),
                    value: formatDateWithHijri(contract.terminationDate, lang),
                  },
                ]
              : []),
            ...(contract.renewedFromId
              ? [
                  {
                    key: 'renewedFrom',
                    label: t('contracts.fields.renewedFrom'),
                    value: (
                      <ButtonLink
                        type="link"
                        className="estate-inline-link"
                        to={`/estate/contracts/${contract.renewedFromId}`}
                      >
                        {t('actions.view')}
                      </ButtonLink>
                    ),
                  },
                ]
              : []),
            ...(contract.renewedById
              ? [
                  {
                    key: 'renewedBy',
                    label: t('contracts.fields.renewedBy'),
                    value: (
                      <ButtonLink
                        type="link"
                        className="estate-inline-link"
                        to={`/estate/contracts/${contract.renewedById}`}
                      >
                        {t('actions.view')}
                      </ButtonLink>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <InfoCard
          title={t('contracts.sections.property')}
          rows={[
            {
              key: 'property',
              label: t('contracts.fields.property'),
              value: (
                <ButtonLink type="link" className="estate-inline-link" to={`/estate/properties/${contract.propertyId}`}>
                  <bdi>{property}</bdi>
                </ButtonLink>
              ),
            },
            {
              key: 'unit',
              label: t('contracts.fields.unit'),
              value: (
                <ButtonLink type="link" className="estate-inline-link" to={`/estate/units/${contract.unitId}`}>
                  <bdi>{contract.unitNumber}</bdi>
                </ButtonLink>
              ),
            },
            {
              key: 'owner',
              label: t('contracts.fields.owner'),
              value: <bdi>{localizedText(contract.ownerName, contract.ownerNameEn, lang).text}</bdi>,
            },
            {
              key: 'tenant',
              label: t('contracts.fields.tenant'),
              value: <bdi>{localizedText(contract.tenantName, contract.tenantNameEn, lang).text}</bdi>,
            },
            {
              key: 'tenantPhone',
              label: t('units.fields.tenantPhone'),
              value: <Ltr>{formatPhone(contract.tenantPhone, lang)}</Ltr>,
            },
          ]}
        />
        <InfoCard
          title={t('contracts.sections.finance')}
          rows={[
            { key: 'rent', label: t('contracts.fields.rentMonthly'), value: money(contract.rentAmount) },
            {
              key: 'frequency',
              label: t('contracts.fields.paymentFrequency'),
              value: t(`enums.frequency.${contract.paymentFrequency}`),
            },
            { key: 'deposit', label: t('contracts.fields.securityDeposit'), value: money(contract.securityDeposit) },
            {
              key: 'depositHolder',
              label: t('contracts.ejar.depositHolder'),
              value: t(`contracts.ejar.holders.${contract.depositHolder}`),
            },
            { key: 'vat', label: t('contracts.fields.vat'), value: formatPercent(contract.vatPercent / 100, lang) },
            { key: 'totalValue', label: t('contracts.fields.totalValue'), value: money(contract.totalValue) },
          ]}
        />
        <InfoCard
          title={t('contracts.sections.payment')}
          rows={[
            {
              key: 'paymentStatus',
              label: t('contracts.fields.paymentStatus'),
              value: <PaymentStatusBadge status={contract.paymentStatus} />,
            },
            { key: 'totalPaid', label: t('contracts.fields.totalPaid'), value: money(contract.totalPaid) },
            {
              key: 'outstanding',
              label: t('contracts.fields.outstanding'),
              value: (
                <span className={contract.outstandingAmount > 0 ? 'estate-outstanding' : undefined}>
                  {money(contract.outstandingAmount)}
                </span>
              ),
            },
          ]}
        />
      </div>
      {contract.notes ? (
        <InfoCard title={t('contracts.fields.notes')}>
          <p className="estate-text">{contract.notes}</p>
        </InfoCard>
      ) : null}
      <NoticeCard contract={contract} canEdit={access.editContracts} />
      <ContractDocumentsCard documents={contract.documents} />
      <DepositSection contractId={contract.id} />
      <ContractInvoicesTable contractId={contract.id} />
    </div>
  );
}

/** The files the contract keeps, each downloaded with its name (the staff who read contracts may). */
function ContractDocumentsCard({ documents }: { documents: readonly ContractDocument[] }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return (
    <InfoCard title={t('contracts.fields.documents')} testId="contract-documents">
      {documents.length ? (
        <ul className="estate-documents">
          {documents.map((document) => (
            <li key={document.url}>
              <a
                href={document.url}
                download={document.fileName}
                aria-label={t('contracts.documents.download', { name: document.fileName })}
                data-testid="contract-document"
              >
                <DownloadOutlined aria-hidden /> <bdi>{document.fileName}</bdi>
              </a>{' '}
              <span className="estate-muted">
                {formatFileSize(document.size, lang, (unit) => t(`contracts.documents.units.${unit}`))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="estate-muted">{t('contracts.documents.none')}</p>
      )}
    </InfoCard>
  );
}

/** The invoices the contract issued: each with its period, due date, net, VAT and total, and their totals. */
function ContractInvoicesTable({ contractId }: { contractId: string }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const phone = usePhoneLayout();
  const payments = hasRole(useAuth().user?.role, ESTATE_SCREEN_ROLES.payments);
  const [page, setPage] = useState(1);
  const invoices = useContractInvoices(contractId);
  const money = (value: number) => formatCurrency(value, lang);
  const totals = invoices.data?.totals;
  const items = invoices.data?.items ?? [];
  // Every invoice comes in one answer; the list shows them 24 at a time.
  const table = useServerTable<EstateInvoice>(
    {
      isFetching: invoices.isFetching,
      isError: invoices.isError,
      data: { items: items.slice((page - 1) * 24, page * 24), total: items.length, page, limit: 24 },
    },
    page,
    (change) => setPage(change.page ?? 1),
    false,
    24,
  );
  const outstanding = totals ? (
    <span className={totals.outstanding > 0 ? 'estate-outstanding' : undefined}>
      {t('contracts.invoices.outstanding', { amount: money(totals.outstanding) })}
    </span>
  ) : null;
  const total = totals ? (
    <strong data-testid="invoices-total" data-amount={totals.totalAmount}>
      {money(totals.totalAmount)}
    </strong>
  ) : null;
  return (
    <section className="estate-card estate-section" data-testid="contract-invoices" data-count={invoices.data?.total}>
      <h2 className="estate-card-title">{t('contracts.invoices.title')}</h2>
      {invoices.isError ? <LoadError onRetry={() => void invoices.refetch()} /> : null}
      <ResponsiveTable<EstateInvoice>
        rowKey={(invoice) => invoice.id}
        testId="contract-invoices-table"
        table={table}
        columns={invoiceColumns(t, lang)}
        actions={
          payments
            ? (invoice) => (
                <RowButtons>
                  <RowLink
                    label={t('actions.view')}
                    icon={<EyeOutlined />}
                    to={`/estate/payments?invoice=${encodeURIComponent(invoice.id)}`}
                    testId="contract-invoice-view"
                  />
                </RowButtons>
              )
            : undefined
        }
        actionsWidth={64}
        summary={() =>
          totals ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('contracts.invoices.totals')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3}>{money(totals.netAmount)}</Table.Summary.Cell>
              <Table.Summary.Cell index={4}>{money(totals.vatAmount)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5}>{total}</Table.Summary.Cell>
              <Table.Summary.Cell index={6} colSpan={payments ? 2 : 1}>
                {outstanding}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {phone && totals ? (
        <dl className="estate-row-card-lines estate-section">
          <div className="estate-row-card-line">
            <dt>{t('contracts.invoices.totals')}</dt>
            <dd>{total}</dd>
          </div>
          <div className="estate-row-card-line">
            <dt>{t('contracts.invoices.status')}</dt>
            <dd>{outstanding}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
