import { Button } from '@estate/platform/ui';
import { Alert } from '@estate/platform/ui-extra';

/** A read that failed, in place, with a retry (the words come from the feature's strings). */
export function LoadError({
  onRetry,
  message,
  retryLabel,
}: {
  onRetry: () => void;
  message: string;
  retryLabel: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button onClick={onRetry} data-testid="load-retry" className="portal-tap">
          {retryLabel}
        </Button>
      }
      className="portal-alert"
      data-testid="load-error"
    />
  );
}
