import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@estate/platform/ui-extra';
import { PageHeader } from '../../../components/PageHeader.js';
import { PropertiesTab } from './PropertiesTab.js';
import { UnitsTab } from './UnitsTab.js';

type Tab = 'properties' | 'units';

/** /estate/properties: the properties and units tabs (the tab, search, filters, page and sort live in the address). */
export function PropertiesPage() {
  const { t } = useTranslation('estate');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'units' ? 'units' : 'properties';
  return (
    <div className="page estate-page" data-testid="properties-page">
      <PageHeader title={t('properties.title')} subtitle={t('properties.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(next === 'units' ? { tab: 'units' } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'properties', label: t('properties.tabs.properties'), children: <PropertiesTab /> },
          { key: 'units', label: t('properties.tabs.units'), children: <UnitsTab /> },
        ]}
      />
    </div>
  );
}
