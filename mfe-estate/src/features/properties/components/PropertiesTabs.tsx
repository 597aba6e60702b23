import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@estate/platform/ui-extra';
import { PropertiesTab } from './PropertiesTab.js';
import { UnitsTab } from './UnitsTab.js';

type Tab = 'properties' | 'units';

/** The properties and units tabs of /estate/properties (the tab, search, filters, page and sort live in the address). */
export function PropertiesTabs() {
  const { t } = useTranslation('estate');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'units' ? 'units' : 'properties';
  return (
    <Tabs
      activeKey={tab}
      onChange={(next) => setParams(next === 'units' ? { tab: 'units' } : {}, { replace: true })}
      destroyOnHidden
      items={[
        { key: 'properties', label: t('properties.tabs.properties'), children: <PropertiesTab /> },
        { key: 'units', label: t('properties.tabs.units'), children: <UnitsTab /> },
      ]}
    />
  );
}
