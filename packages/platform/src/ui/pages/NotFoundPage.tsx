import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ButtonLink.js';
import Result from 'antd/es/result';
import { brand } from '@estate/platform';

/** The 404 page: unknown paths of the shell and of every area. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="page page-narrow" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="result-title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.message')}
        extra={
          <div className="button-row">
            <ButtonLink to="/" type="primary">{t('notFound.home')}</ButtonLink>
            <ButtonLink to="/properties">{t('notFound.properties')}</ButtonLink>
            <ButtonLink to="/search">{t('notFound.search')}</ButtonLink>
            <ButtonLink to="/contact">{t('notFound.contact')}</ButtonLink>
          </div>
        }
      />
      <p className="muted center">
        {t('notFound.support')} <a href={brand.phoneHref}>{brand.phone}</a> · <a href={`mailto:${brand.email}`}>{brand.email}</a>
      </p>
    </div>
  );
}
