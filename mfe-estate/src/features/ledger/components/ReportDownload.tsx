import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, type QueryParams, serverMessageOf, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { DownloadOutlined } from '@estate/platform/ui-extra';

/** Downloads a ledger report as shown, as an XLSX workbook with its headers in the language shown. */
export function ReportDownload({
  path,
  query,
  fileName,
  testId,
}: {
  path: string;
  query: QueryParams;
  fileName: string;
  testId: string;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadFile(path, { ...query, format: 'xlsx', lang }, fileName)
      .then(() => toast.success(t('importExport.exported')))
      .catch((error: unknown) => toast.error(t('importExport.exportFailed'), serverMessageOf(error, '')))
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid={testId}>
      {t('importExport.exportXlsx')}
    </Button>
  );
}
