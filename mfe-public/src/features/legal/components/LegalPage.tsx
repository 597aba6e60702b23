import { useTranslation } from 'react-i18next';
import { brand } from '@estate/platform';

const sections = {
  privacy: ['collect', 'use', 'share', 'rights', 'contact'],
  terms: ['use', 'listings', 'auctions', 'accounts', 'law'],
} as const;

export function LegalPage({ document }: { document: keyof typeof sections }) {
  const { t } = useTranslation('public');
  return (
    <article className="page page-narrow" data-testid={`${document}-page`}>
      <h1>{t(`${document}.title`)}</h1>
      <p className="muted">{t(`${document}.updated`)}</p>
      {sections[document].map((key) => (
        <section key={key}>
          <h2>{t(`${document}.sections.${key}.title`)}</h2>
          <p>{t(`${document}.sections.${key}.text`, { email: brand.email })}</p>
        </section>
      ))}
    </article>
  );
}
