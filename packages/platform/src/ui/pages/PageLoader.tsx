import { useTranslation } from 'react-i18next';
import Spin from 'antd/es/spin';

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
