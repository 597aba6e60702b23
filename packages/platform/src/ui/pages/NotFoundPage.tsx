import { useTranslation } from 'react-i18next';
import { brand } from '@estate/platform';
import { ButtonLink } from '../ButtonLink.js';
import { StatusPage } from './StatusPage.js';

/** The 404 page: unknown paths of the shell and of every area. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      testId="not-found"
      code="404"
      title={t('notFound.title')}
      message={t('notFound.message')}
      actions={
        <>
          <ButtonLink to="/" type="primary">
            {t('notFound.home')}
          </ButtonLink>
          <ButtonLink to="/properties">{t('notFound.properties')}</ButtonLink>
          <ButtonLink to="/search">{t('notFound.search')}</ButtonLink>
          <ButtonLink to="/contact">{t('notFound.contact')}</ButtonLink>
        </>
      }
    >
      <p className="muted">
        {t('notFound.support')} <a href={brand.phoneHref}>{brand.phone}</a> ·{' '}
        <a href={`mailto:${brand.email}`}>{brand.email}</a>
      </p>
    </StatusPage>
  );
}
