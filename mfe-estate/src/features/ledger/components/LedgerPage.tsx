import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@estate/platform/ui-extra';
import { PageHeader } from '../../../components/PageHeader.js';
import { AccountsTab } from './AccountsTab.js';
import { DepositsTab } from './DepositsTab.js';
import { GeneralLedgerTab } from './GeneralLedgerTab.js';
import { JournalTab } from './JournalTab.js';
import { OwnerBalancesTab } from './OwnerBalancesTab.js';
import { TrialBalanceTab } from './TrialBalanceTab.js';
import { VatTab } from './VatTab.js';
import './ledger.css';

const TABS = ['trialBalance', 'generalLedger', 'journal', 'deposits', 'vat', 'ownerBalances', 'accounts'] as const;
type LedgerTab = (typeof TABS)[number];

/**
 * /estate/ledger (admin and accountant): the trial balance to a day, an account's general ledger (opened from the
 * trial balance's rows too), the journal's entries with their lines, the deposits register, VAT payable by month,
 * owners' balances and the chart of accounts, one tab each. The tab is kept in the address (`?tab=`, the trial balance when absent), and so
 * are each tab's own fields.
 */
export function LedgerPage() {
  const { t } = useTranslation('estate');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: LedgerTab = TABS.find((key) => key === asked) ?? TABS[0];
  // A tab's fields (the day, the journal's filters) are its own: another tab starts from its defaults.
  const choose = (next: string) => setParams(next === TABS[0] ? {} : { tab: next }, { replace: true });
  return (
    <div className="page estate-page" data-testid="ledger-page">
      <PageHeader title={t('ledger.title')} subtitle={t('ledger.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={choose}
        destroyOnHidden
        data-testid="ledger-tabs"
        items={[
          { key: 'trialBalance', label: t('ledger.tabs.trialBalance'), children: <TrialBalanceTab /> },
          { key: 'generalLedger', label: t('ledger.tabs.generalLedger'), children: <GeneralLedgerTab /> },
          { key: 'journal', label: t('ledger.tabs.journal'), children: <JournalTab /> },
          { key: 'deposits', label: t('ledger.tabs.deposits'), children: <DepositsTab /> },
          { key: 'vat', label: t('ledger.tabs.vat'), children: <VatTab /> },
          { key: 'ownerBalances', label: t('ledger.tabs.ownerBalances'), children: <OwnerBalancesTab /> },
          { key: 'accounts', label: t('ledger.tabs.accounts'), children: <AccountsTab /> },
        ]}
      />
    </div>
  );
}
