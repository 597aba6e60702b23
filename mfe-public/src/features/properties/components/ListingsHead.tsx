import { useTranslation } from 'react-i18next';

/** The title of /properties and the line under it: no data, so it is also prerendered at build. */
export function ListingsHead() {
  const { t } = useTranslation('public');
  return (
    <header className="page-head">
      <h1>{t('listings.title')}</h1>
      <p className="muted">{t('listings.subtitle')}</p>
    </header>
  );
}

/** What /properties shows first: its head in the page's own frame, while the rest of the page loads. */
export function ListingsStart() {
  return (
    <div className="container section">
      <ListingsHead />
    </div>
  );
}
