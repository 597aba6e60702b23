import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Result } from '@estate/platform/ui';
import type { RemoteName } from '@estate/contracts';
import { retryArea } from './area-cache.js';

export function RemoteUnavailable({ remote }: { remote: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="page page-narrow" data-testid="remote-unavailable" data-remote={remote}>
      <Result
        status="warning"
        title={<h1 className="result-title">{t('remoteUnavailable.title')}</h1>}
        subTitle={t('remoteUnavailable.message')}
        extra={
          <div className="button-row">
            <Button type="primary" onClick={() => retryArea(remote as RemoteName)}>
              {t('remoteUnavailable.retry')}
            </Button>
            <ButtonLink to="/">{t('remoteUnavailable.home')}</ButtonLink>
          </div>
        }
      />
    </div>
  );
}

/** What the federation runtime plugin hands back in place of a remote that failed to load. */
export function remoteUnavailableComponent(remote: string) {
  return function RemoteUnavailableArea() {
    return <RemoteUnavailable remote={remote} />;
  };
}
