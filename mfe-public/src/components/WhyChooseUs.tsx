import { useTranslation } from 'react-i18next';

const reasons = ['licensed', 'local', 'transparent', 'support'] as const;

export function WhyChooseUs() {
  const { t } = useTranslation('public');
  return (
    <section className="section container" aria-labelledby="why-title">
      <h2 id="why-title" className="section-title">
        {t('home.whyTitle')}
      </h2>
      <ul className="card-grid card-grid-4">
        {reasons.map((key) => (
          <li key={key} className="why-item">
            <h3>{t(`why.${key}.title`)}</h3>
            <p>{t(`why.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
