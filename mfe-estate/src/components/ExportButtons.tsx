import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstateExportFormat } from '@estate/contracts';
import { downloadFile, type QueryParams, serverMessageOf, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { DownloadOutlined } from '@estate/platform/ui-extra';

/** Export the list as filtered: CSV (the spec's file and columns) or XLSX, headers in the language shown. */
export function ExportButtons({ path, query, fileName }: { path: string; query: QueryParams; fileName: string }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [busy, setBusy] = useState<EstateExportFormat | null>(null);
  const run = (format: EstateExportFormat) => {
    setBusy(format);
    downloadFile(
      `${path}/export`,
      { ...query, format, lang },
      format === 'csv' ? fileName : fileName.replace(/\.csv$/, '.xlsx'),
    )
      .then(() => toast.success(t('importExport.exported')))
      .catch((error: unknown) => toast.error(t('importExport.exportFailed'), serverMessageOf(error, '')))
      .finally(() => setBusy(null));
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => run('csv')} data-testid="export-csv">
        {t('importExport.exportCsv')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'xlsx'}
        onClick={() => run('xlsx')}
        data-testid="export-xlsx"
      >
        {t('importExport.exportXlsx')}
      </Button>
    </>
  );
}
