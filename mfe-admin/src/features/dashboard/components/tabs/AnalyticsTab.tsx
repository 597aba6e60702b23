import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Spin } from '@estate/platform/ui';

import { useDashboardAnalytics } from '../../api/analytics.js';
import '../analytics/analytics.css';

// The charting library loads with this tab only, while its figures are being read (the import is asked once).
const loadCharts = () => import('../analytics/AnalyticsCharts.js');
const AnalyticsCharts = lazy(() => loadCharts().then((m) => ({ default: m.AnalyticsCharts })));

/** The dashboard's Analytics tab: revenue and expenses, demand by area, listing views and maintenance, as charts. */
export function AnalyticsTab() {
  const { t } = useTranslation('admin');
  const analytics = useDashboardAnalytics();
  useEffect(() => {
    void loadCharts();
  }, []);
  const loading = (
    <div className="analytics-loading" role="status" aria-live="polite">
      <Spin />
      <span className="visually-hidden">{t('dashboardAnalytics.loading')}</span>
    </div>
  );

  return (
    <section aria-labelledby="analytics-title" data-testid="dashboard-tab-Analytics">
      <h2 id="analytics-title" className="visually-hidden">
        {t('dashboardAnalytics.title')}
      </h2>
      <p className="muted">{t('dashboardAnalytics.subtitle')}</p>
      {analytics.isError ? (
        <LoadError message={t('dashboardAnalytics.loadError')} onRetry={() => void analytics.refetch()} />
      ) : analytics.data ? (
        <Suspense fallback={loading}>
          <AnalyticsCharts analytics={analytics.data} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
