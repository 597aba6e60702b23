import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@estate/contracts';
import { PageLoader, RequireRole } from '@estate/platform/ui';
import { EstateLayout } from './EstateLayout.js';

/**
 * Which message a refused role reads: lists say 'Access denied to this page', unit and contract screens 'غير مخول'
 * (spec document 2, section 6).
 */
export type DeniedMessage = 'page' | 'unauthorized';

/**
 * One back-office screen: signed out → /login and back; a role the screen does not allow sees only the message
 * under the site's header and footer (no back-office frame); others see the screen inside the frame.
 */
export function EstateScreen({
  roles,
  denied = 'page',
  children,
}: {
  roles: readonly Role[];
  denied?: DeniedMessage;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <RequireRole
      roles={roles}
      deniedMessage={denied === 'unauthorized' ? t('accessDenied.unauthorized') : t('accessDenied.title')}
    >
      <EstateLayout>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </EstateLayout>
    </RequireRole>
  );
}
