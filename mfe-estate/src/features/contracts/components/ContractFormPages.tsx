import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink, Ltr } from '@estate/platform/ui';
import { PageHeader } from '../../../components/PageHeader.js';
import { RecordGate } from '../../../components/RecordGate.js';
import { useContract } from '../api/get-contract.js';
import { ContractForm } from './ContractForm.js';

/** /estate/contracts/add: an empty contract form; saving goes back to the list. */
export function ContractAddPage() {
  const { t } = useTranslation('estate');
  return (
    <div className="page estate-page" data-testid="contract-add-page">
      <PageHeader
        title={t('contracts.addTitle')}
        actions={<ButtonLink to="/estate/contracts">{t('actions.backToList')}</ButtonLink>}
      />
      <ContractForm />
    </div>
  );
}

/** /estate/contracts/{id}/edit: the contract's form; saving returns to its page. */
export function ContractEditPage() {
  const { t } = useTranslation('estate');
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  return (
    <RecordGate query={contract} backTo="/estate/contracts">
      {(record) => (
        <div className="page estate-page" data-testid="contract-edit-page">
          <PageHeader
            title={
              <>
                {t('contracts.editTitle')} <Ltr>{record.contractNumber}</Ltr>
              </>
            }
            actions={<ButtonLink to={`/estate/contracts/${record.id}`}>{t('actions.backToView')}</ButtonLink>}
          />
          <ContractForm key={record.id} contract={record} />
        </div>
      )}
    </RecordGate>
  );
}
