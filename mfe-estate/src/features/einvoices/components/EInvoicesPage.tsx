import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@estate/platform/ui-extra';
import { PageHeader } from '../../../components/PageHeader.js';
import { EInvoicesTab } from './EInvoicesTab.js';
import { SettingsTab } from './SettingsTab.js';
import { VatByRateTab } from './VatByRateTab.js';
import './einvoices.css';

const TABS = ['documents', 'vat', 'settings'] as const;
type EInvoicesTabKey = (typeof TABS)[number];

/**
 * /estate/einvoices (admin and accountant): the ZATCA e-invoices with their state, QR, XML and PDF and the chain
 * check; output VAT by month and rate; the seller's settings (an admin edits them). The tab is kept in the address
 * (`?tab=`, the documents when absent), and so are each tab's own fields.
 */
export function EInvoicesPage() {
  const { t } = useTranslation('estate');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: EInvoicesTabKey = TABS.find((key) => key === asked) ?? TABS[0];
  const choose = (next: string) => setParams(next === TABS[0] ? {} : { tab: next }, { replace: true });
  return (
    <div className="page estate-page" data-testid="einvoices-page">
      <PageHeader title={t('einvoices.title')} subtitle={t('einvoices.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={choose}
        destroyOnHidden
        data-testid="einvoices-tabs"
        items={TABS.map((key) => ({
          key,
          label: t(`einvoices.tabs.${key}`),
          children: key === 'documents' ? <EInvoicesTab /> : key === 'vat' ? <VatByRateTab /> : <SettingsTab />,
        }))}
      />
    </div>
  );
}
