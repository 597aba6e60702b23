import { useTranslation } from 'react-i18next';
import { Button } from '@estate/platform/ui';
import { Alert } from '@estate/platform/ui-extra';

/** A read that failed, in place, with a retry. */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('estate');
  return (
    <Alert
      type="error"
      showIcon
      title={message ?? t('loadError')}
      action={
        <Button size="small" onClick={onRetry} data-testid="load-retry">
          {t('retry')}
        </Button>
      }
      className="estate-alert"
      data-testid="load-error"
    />
  );
}
