import { useTranslation } from 'react-i18next';
import Result from 'antd/es/result';

/** Shown to a signed-in user whose role may not open the page. */
export function AccessDeniedPage({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="page page-narrow" data-testid="access-denied">
      <Result status="403" title={<h1 className="result-title">{message ?? t('accessDenied.title')}</h1>} />
    </div>
  );
}
