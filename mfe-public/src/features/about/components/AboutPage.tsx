import { useTranslation } from 'react-i18next';
import { brand } from '@estate/platform';
import { TitledSection } from '../../../components/TitledSection.js';

const figures = ['sold', 'clients', 'years', 'rating'] as const;
const values = ['transparency', 'quality', 'customerService', 'experience'] as const;

export function AboutPage() {
  const { t } = useTranslation('public');
  return (
    <div className="page container" data-testid="about-page">
      <header className="page-head">
        <h1>{t('about.title')}</h1>
        <p className="lead">{t('about.intro', { year: brand.founded })}</p>
      </header>
      <ul className="card-grid card-grid-4 about-figures">
        {figures.map((key) => (
          <li key={key} className="stat">
            <strong className="stat-value">{t(`about.stats.${key}Value`)}</strong>
            <span>{t(`about.stats.${key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="card-grid card-grid-2">
        <div className="card">
          <h2>{t('about.missionTitle')}</h2>
          <p>{t('about.mission')}</p>
        </div>
        <div className="card">
          <h2>{t('about.visionTitle')}</h2>
          <p>{t('about.vision')}</p>
        </div>
      </div>
      <TitledSection className="section" titleId="values-title" title={t('about.valuesTitle')}>
        <ul className="card-grid card-grid-4">
          {values.map((key) => (
            <li key={key} className="why-item">
              <h3>{t(`about.values.${key}.title`)}</h3>
              <p>{t(`about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
