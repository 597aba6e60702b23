import { useTranslation } from 'react-i18next';
import { TitledSection } from './TitledSection.js';

const reasons = ['licensed', 'local', 'transparent', 'support'] as const;

export function WhyChooseUs() {
  const { t } = useTranslation('public');
  return (
    <TitledSection className="section container" titleId="why-title" title={t('home.whyTitle')}>
      <ul className="card-grid card-grid-4">
        {reasons.map((key) => (
          <li key={key} className="why-item">
            <h3>{t(`why.${key}.title`)}</h3>
            <p>{t(`why.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
