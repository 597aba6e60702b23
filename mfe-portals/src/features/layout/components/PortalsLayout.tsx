import { useTranslation } from 'react-i18next';
import { AreaLayout } from '@estate/platform/ui';
import { portalSections } from './portal-sections.js';

export function PortalsLayout() {
  const { t } = useTranslation('portals');
  return (
    <AreaLayout
      testId="portals-layout"
      title={t('area')}
      navLabel={t('navLabel')}
      sections={portalSections.map((section) => ({ ...section, label: t(`nav.${section.key}`) }))}
    />
  );
}
