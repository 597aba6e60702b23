import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractDocumentFileName, ESTATE_REPORTS_API, type EstateContract } from '@estate/contracts';
import { downloadFile, serverMessageOf, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { FilePdfOutlined } from '@estate/platform/ui-extra';

/**
 * Downloads the contract as a PDF in the language shown (contract-<number>.pdf), then the spec's toast. `short`: the
 * word "Download" alone, the contract's number in its accessible name (a card among many in the list).
 */
export function ContractDownloadButton({
  contract,
  short = false,
}: {
  contract: Pick<EstateContract, 'id' | 'contractNumber'>;
  short?: boolean;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadFile(
      ESTATE_REPORTS_API.contractDocument(contract.id),
      { lang },
      contractDocumentFileName(contract.contractNumber),
    )
      .then(() => toast.success(t('contracts.contractDocument.done'), contract.contractNumber))
      .catch((error: unknown) => toast.error(t('contracts.contractDocument.failed'), serverMessageOf(error, '')))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={busy}
      onClick={download}
      aria-label={short ? t('contracts.contractDocument.downloadOf', { number: contract.contractNumber }) : undefined}
      data-testid="contract-download"
    >
      {short ? t('actions.download') : t('contracts.contractDocument.download')}
    </Button>
  );
}
