import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, StatusPage } from '@estate/platform/ui';
import type { RemoteName } from '@estate/contracts';
import { retryArea } from './area-cache.js';

export function RemoteUnavailable({ remote }: { remote: string }) {
  const { t } = useTranslation('common');
  return (
    <div data-remote={remote}>
      <StatusPage
        testId="remote-unavailable"
        code="!"
        title={t('remoteUnavailable.title')}
        message={t('remoteUnavailable.message')}
        actions={
          <>
            <Button type="primary" onClick={() => retryArea(remote as RemoteName)}>
              {t('remoteUnavailable.retry')}
            </Button>
            <ButtonLink to="/">{t('remoteUnavailable.home')}</ButtonLink>
          </>
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
