import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Spin from 'antd/es/spin';

/** The spinner of a page or part of one loading; `tall` keeps a screen's height for a part that fills more. */
export function PageLoader({ tall = false }: { tall?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={tall ? 'page-loader page-loader-tall' : 'page-loader'} role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** A screen loaded on demand (lazyScreen): the page's spinner, or `fallback`, until its code is in. */
export function OnDemandScreen({ Page, fallback = <PageLoader /> }: { Page: ComponentType; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
