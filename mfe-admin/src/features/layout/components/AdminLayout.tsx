import { useTranslation } from 'react-i18next';
import { hasRole, useAuth } from '@estate/platform';
import { AreaLayout } from '@estate/platform/ui';
import { adminSections } from './admin-sections.js';

/** The administration band; sections the user's role may not open are not offered. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  return (
    <AreaLayout
      testId="admin-layout"
      title={t('area')}
      navLabel={t('navLabel')}
      sections={adminSections
        .filter((section) => !section.roles || hasRole(user?.role, section.roles))
        .map((section) => ({ key: section.key, to: section.to, label: t(`nav.${section.key}`) }))}
    />
  );
}
