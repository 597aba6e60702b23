import { useTranslation } from 'react-i18next';
import { serviceCatalogue } from './service-catalogue.js';

export function ServiceCards() {
  const { t } = useTranslation('public');
  return (
    <ul className="card-grid" data-testid="service-cards">
      {serviceCatalogue.map((service) => (
        <li key={service.key}>
          <div className="card feature-card">
            <service.Icon className="feature-icon" aria-hidden />
            <h3>{t(`services.${service.key}.title`)}</h3>
            <p>{t(`services.${service.key}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
