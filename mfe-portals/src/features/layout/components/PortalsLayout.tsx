import { useTranslation } from 'react-i18next';
import { useAuth } from '@estate/platform';
import { AreaLayout } from '@estate/platform/ui';
import { portalSectionsFor } from './portal-sections.js';
import './portals.css';

export function PortalsLayout() {
  const { t } = useTranslation('portals');
  const { user } = useAuth();
  return (
    <AreaLayout
      testId="portals-layout"
      className="portals-area"
      title={t('area')}
      navLabel={t('navLabel')}
      sections={portalSectionsFor(user?.role).map((section) => ({ ...section, label: t(`nav.${section.key}`) }))}
    />
  );
}
