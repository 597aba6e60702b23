import Button from 'antd/es/button';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { useTranslation } from 'react-i18next';

/**
 * A read that failed, shown in place: what could not be loaded (the page's own words, else the platform's) and, given
 * `onRetry`, a button that reads it again (busy while `retrying`). Plain markup and the light entry's button, so a
 * public page does not load the design system's second entry for one alert.
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="load-error" role="alert" data-testid="load-error">
      <ExclamationCircleFilled className="load-error-icon" aria-hidden />
      <span className="load-error-message">{message ?? t('loadError.message')}</span>
      {onRetry ? (
        <Button
          icon={<ReloadOutlined />}
          loading={retrying}
          onClick={onRetry}
          className="load-error-retry"
          data-testid="load-retry"
        >
          {t('loadError.retry')}
        </Button>
      ) : null}
    </div>
  );
}
