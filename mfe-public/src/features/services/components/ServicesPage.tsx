import { useTranslation } from 'react-i18next';
import { brand } from '@estate/platform';
import { ButtonLink } from '@estate/platform/ui';
import { ServiceCards } from '../../../components/ServiceCards.js';

export function ServicesPage() {
  const { t } = useTranslation('public');
  return (
    <div className="page container" data-testid="services-page">
      <header className="page-head">
        <h1>{t('services.title')}</h1>
        <p className="muted">{t('services.subtitle')}</p>
      </header>
      <ServiceCards />
      <div className="card contact-prompt">
        <h2>{t('services.contactTitle')}</h2>
        <p>{t('services.contactText')}</p>
        <p className="contact-prompt-links">
          <a href={brand.phoneHref}>
            <bdi>{brand.phone}</bdi>
          </a>
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
        </p>
        <ButtonLink to="/service-request" type="primary">
          {t('services.requestService')}
        </ButtonLink>
      </div>
    </div>
  );
}
