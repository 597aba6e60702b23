import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '@estate/platform';
import { useStats } from '../api/get-stats.js';

export function StatsBand() {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const stats = useStats();
  const items = [
    { key: 'totalProperties', value: stats.data?.totalProperties },
    { key: 'totalUsers', value: stats.data?.totalUsers },
    { key: 'totalAuctions', value: stats.data?.totalAuctions },
  ] as const;
  return (
    <section className="stats-band" aria-label={t('home.statsTitle')} data-testid="stats-band">
      <div className="container stats-grid">
        {stats.isError ? (
          <p role="alert">{t('stats.error')}</p>
        ) : (
          <>
            {items.map((item) => (
              <div key={item.key} className="stat">
                <strong className="stat-value" data-testid={`stat-${item.key}`}>
                  {item.value === undefined ? (
                    <span className="stat-placeholder" aria-busy="true" />
                  ) : (
                    formatNumber(item.value, lang)
                  )}
                </strong>
                <span>{t(`stats.${item.key}`)}</span>
              </div>
            ))}
            <div className="stat">
              <strong className="stat-value">{t('stats.citiesValue')}</strong>
              <span>{t('stats.cities')}</span>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
