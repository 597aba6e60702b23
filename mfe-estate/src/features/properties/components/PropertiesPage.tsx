import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint, PageLoader } from '@estate/platform/ui';
import { PageHeader } from '../../../components/PageHeader.js';

// The tabs and their tables come with the design system's second and data entries, after the heading is painted.
const PropertiesTabs = lazy(() => import('./PropertiesTabs.js').then((m) => ({ default: m.PropertiesTabs })));

/** /estate/properties: its heading at once, then the properties and units tabs. */
export function PropertiesPage() {
  const { t } = useTranslation('estate');
  return (
    <div className="page estate-page" data-testid="properties-page">
      <PageHeader title={t('properties.title')} subtitle={t('properties.subtitle')} />
      <AfterFirstPaint fallback={<PageLoader tall />}>
        <PropertiesTabs />
      </AfterFirstPaint>
    </div>
  );
}
