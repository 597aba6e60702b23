import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage.js';

/** Shown to a signed-in user whose role may not open the page. */
export function AccessDeniedPage({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return <StatusPage testId="access-denied" code="403" title={message ?? t('accessDenied.title')} />;
}
