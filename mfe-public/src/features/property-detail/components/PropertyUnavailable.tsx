import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, ReloadOutlined } from '@estate/platform/ui';

/**
 * The spec's 'Property not found' with a way back to the listing. When the property could not be
 * read (rather than does not exist) it says so and offers to try again.
 */
export function PropertyUnavailable({
  notFound,
  onRetry,
  retrying,
}: {
  notFound: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('public');
  return (
    <div className="page page-narrow status-page" data-testid="property-not-found">
      {notFound ? (
        <p className="status-code" aria-hidden="true">
          404
        </p>
      ) : null}
      <h1 className="result-title">{t('detail.notFound')}</h1>
      <p className="muted" role={notFound ? undefined : 'alert'}>
        {notFound ? t('detail.notFoundMessage') : t('detail.loadErrorMessage')}
      </p>
      <div className="button-row">
        <ButtonLink to="/properties" type="primary">
          {t('detail.backToProperties')}
        </ButtonLink>
        {notFound ? null : (
          <Button icon={<ReloadOutlined />} onClick={onRetry} loading={retrying} data-testid="retry">
            {t('detail.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
