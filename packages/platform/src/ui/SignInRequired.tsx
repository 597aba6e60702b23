import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@estate/platform';
import ar from '../locales/ar/access.json';
import en from '../locales/en/access.json';
import { ButtonLink } from './ButtonLink.js';
import { StatusPage } from './pages/StatusPage.js';

registerNamespace('access', { ar, en });

export type SignInReason = 'page' | 'tenantPortal' | 'notifications';

/**
 * What a signed-out visitor sees on a screen that needs sign-in but, as the spec says, shows a
 * message rather than redirecting: the message and a login button that comes back here.
 */
export function SignInRequired({ reason = 'page' }: { reason?: SignInReason }) {
  const { t } = useTranslation('access');
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  const title = reason === 'page' ? t('signInRequired.title') : t(`signInRequired.${reason}`);
  return (
    <StatusPage
      testId="sign-in-required"
      code="401"
      title={title}
      message={t('signInRequired.message')}
      actions={
        <>
          <ButtonLink to={`/login?next=${next}`} type="primary" data-testid="sign-in-required-login">
            {t('signInRequired.login')}
          </ButtonLink>
          <ButtonLink to="/">{t('signInRequired.home')}</ButtonLink>
        </>
      }
    />
  );
}
