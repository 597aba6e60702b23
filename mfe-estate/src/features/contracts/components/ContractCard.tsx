import { useTranslation } from 'react-i18next';
import { localizedText, type EstateContract } from '@estate/contracts';
import { formatCurrency, formatDate, formatHijriDate, useLang } from '@estate/platform';
import { Button, ButtonLink, DeleteOutlined, EditOutlined, EyeOutlined, Ltr } from '@estate/platform/ui';
import { ContractStatusBadge, PaymentStatusBadge } from '../../../components/badges.js';
import { DaysRemaining } from '../../../components/DaysRemaining.js';
import { useRowAction } from '../../../components/list-page/index.js';
import { useDeleteContract } from '../api/delete-contract.js';
import { ContractDownloadButton } from './ContractDownloadButton.js';
import { NoticeTag } from './NonRenewalNotice.js';

/** One contract of the list as a card: number, status, parties, rent, dates, days to expiry and its actions. */
export function ContractCard({ contract, canEdit }: { contract: EstateContract; canEdit: boolean }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const act = useRowAction();
  const remove = useDeleteContract();
  const property = localizedText(contract.propertyTitle, contract.propertyTitleEn, lang).text;
  // A terminated contract's end date says nothing about today any more.
  const live = contract.status !== 'terminated';

  const askDelete = () =>
    act({
      confirm: { question: t('contracts.confirmDelete') },
      detail: contract.contractNumber,
      run: () => remove.mutateAsync(contract.id),
      success: t('contracts.toast.deleted'),
    });

  return (
    <article className="contract-card" data-testid="contract-card" data-contract-number={contract.contractNumber}>
      <div className="contract-card-head">
        <Ltr className="contract-card-number">{contract.contractNumber}</Ltr>
        <span className="estate-inline">
          {contract.isRenewal ? (
            <span className="estate-badge estate-badge-outline">{t('contracts.renewal')}</span>
          ) : null}
          <ContractStatusBadge status={contract.status} />
          <NoticeTag contract={contract} />
        </span>
      </div>
      <dl className="estate-info">
        <div className="estate-info-row">
          <dt>{t('contracts.fields.property')}</dt>
          <dd>
            <bdi>{property}</bdi> · {t('tenants.unit', { number: contract.unitNumber })}
          </dd>
        </div>
        <div className="estate-info-row">
          <dt>{t('contracts.fields.owner')}</dt>
          <dd>
            <bdi data-testid="contract-card-owner">
              {localizedText(contract.ownerName, contract.ownerNameEn, lang).text}
            </bdi>
          </dd>
        </div>
        <div className="estate-info-row">
          <dt>{t('contracts.fields.tenant')}</dt>
          <dd>
            <bdi data-testid="contract-card-tenant">
              {localizedText(contract.tenantName, contract.tenantNameEn, lang).text}
            </bdi>
          </dd>
        </div>
        <div className="estate-info-row">
          <dt>{t('contracts.fields.rentAmount')}</dt>
          <dd>
            {formatCurrency(contract.rentAmount, lang)}
            {t('perMonth')} · {t(`enums.frequency.${contract.paymentFrequency}`)}
          </dd>
        </div>
        <div className="estate-info-row">
          <dt>{t('contracts.fields.period')}</dt>
          <dd>
            {formatDate(contract.startDate, lang, 'short')} – {formatDate(contract.endDate, lang, 'short')}
            <div className="estate-muted">
              {formatHijriDate(contract.startDate, lang)} – {formatHijriDate(contract.endDate, lang)}
            </div>
          </dd>
        </div>
        <div className="estate-info-row">
          <dt>{t('contracts.fields.paymentStatus')}</dt>
          <dd>
            <PaymentStatusBadge status={contract.paymentStatus} />
          </dd>
        </div>
      </dl>
      {live ? <DaysRemaining days={contract.daysToExpiry} /> : null}
      <div className="estate-actions contract-card-actions">
        <ButtonLink icon={<EyeOutlined />} to={`/estate/contracts/${contract.id}`} data-testid="contract-view">
          {t('actions.view')}
        </ButtonLink>
        <ContractDownloadButton contract={contract} short />
        {canEdit ? (
          <>
            <ButtonLink
              icon={<EditOutlined />}
              to={`/estate/contracts/${contract.id}/edit`}
              data-testid="contract-edit"
            >
              {t('actions.edit')}
            </ButtonLink>
            <Button danger icon={<DeleteOutlined />} onClick={askDelete} data-testid="contract-delete">
              {t('actions.delete')}
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
