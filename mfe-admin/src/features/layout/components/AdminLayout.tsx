import { useTranslation } from 'react-i18next';
import { AreaLayout } from '@estate/platform/ui';
import { adminSections } from './admin-sections.js';

export function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <AreaLayout
      testId="admin-layout"
      title={t('area')}
      navLabel={t('navLabel')}
      sections={adminSections.map((section) => ({ ...section, label: t(`nav.${section.key}`) }))}
    />
  );
}
