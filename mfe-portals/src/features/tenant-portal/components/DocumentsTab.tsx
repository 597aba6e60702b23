import { useTranslation } from 'react-i18next';
import type { TenantDocument } from '@estate/contracts';
import { formatDateWithHijri, useLang } from '@estate/platform';
import { Button, LoadError, Spin } from '@estate/platform/ui';
import { DownloadOutlined, FilePdfOutlined } from '@estate/platform/ui-extra';
import { documentHref } from '../api/document-links.js';
import { useTenantDocuments } from '../api/get-tenant-documents.js';
import { EmptyState } from './TenantBits.js';

const GROUPS = [
  { kind: 'contract', title: 'tenant.documents.contracts' },
  { kind: 'contractFile', title: 'tenant.documents.contractFiles' },
  { kind: 'receipt', title: 'tenant.documents.receipts' },
] as const satisfies readonly { kind: TenantDocument['kind']; title: string }[];

/** The contract as a PDF in the page's language, the files attached to the contract, and every receipt. */
export function DocumentsTab() {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const documents = useTenantDocuments(true);

  if (documents.isPending) return <Spin className="tenant-spin" />;
  if (documents.isError) return <LoadError message={t('tenant.loadError')} onRetry={() => void documents.refetch()} />;
  if (!documents.data.length) {
    return (
      <EmptyState
        testId="tenant-documents-empty"
        title={t('tenant.documents.empty')}
        text={t('tenant.documents.emptyText')}
      />
    );
  }
  return (
    <div className="tenant-documents" data-testid="tenant-documents">
      {GROUPS.map(({ kind, title }) => {
        const items = documents.data.filter((document) => document.kind === kind);
        if (!items.length) return null;
        return (
          <section key={kind} className="tenant-card" aria-labelledby={`tenant-documents-${kind}`}>
            <h3 id={`tenant-documents-${kind}`} className="tenant-section-title">
              {t(title)}
            </h3>
            <ul className="tenant-list">
              {items.map((document) => {
                const name =
                  kind === 'contract' ? t('tenant.documents.contractPdf', { name: document.name }) : document.name;
                return (
                  <li
                    key={`${kind}-${document.id}-${document.url}`}
                    className="tenant-row"
                    data-testid="tenant-document"
                    data-kind={kind}
                  >
                    <div className="tenant-row-main">
                      <span className="tenant-row-title">
                        <FilePdfOutlined aria-hidden /> <bdi>{name}</bdi>
                      </span>
                      <span className="muted" data-testid="tenant-document-date">
                        {formatDateWithHijri(document.date, lang)}
                      </span>
                    </div>
                    <Button
                      href={documentHref(document.url, lang)}
                      download
                      icon={<DownloadOutlined />}
                      className="tenant-tap"
                      aria-label={t('tenant.documents.downloadLabel', { name })}
                      data-testid="tenant-document-download"
                    >
                      {t('tenant.documents.download')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
