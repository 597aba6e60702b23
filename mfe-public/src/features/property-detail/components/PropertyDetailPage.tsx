import { useDeferredValue, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { estateUnitPath, type Property } from '@estate/contracts';
import { ApiError, useLang } from '@estate/platform';
import { EnvironmentOutlined, PageLoader } from '@estate/platform/ui';
import { PageBreadcrumb } from '../../../components/PageBreadcrumb.js';
import { useCountPropertyView } from '../api/count-property-view.js';
import { useListingUnit } from '../api/get-listing-unit.js';
import { useProperty } from '../api/get-property.js';
import { localizedDescription, localizedTitle, placeOf, type LocalizedText } from '../utils/property-text.js';
import { AgentCard } from './AgentCard.js';
import { DetailSection } from './DetailSection.js';
import { InquiryForm } from './InquiryForm.js';
import { PropertyFacts } from './PropertyFacts.js';
import { PropertyGallery } from './PropertyGallery.js';
import { PropertyLocation } from './PropertyLocation.js';
import { PropertyAdLicence } from './PropertyAdLicence.js';
import { PropertySummary } from './PropertySummary.js';
import { PropertyUnavailable } from './PropertyUnavailable.js';
import { SimilarProperties } from './SimilarProperties.js';
import './property-detail.css';

/** No such property (or an id that cannot be one), as opposed to a failed read. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /property/{id}. */
export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error, refetch, isFetching } = useProperty(id);
  // The property arrives in an urgent update (the query cache's); the page is built from it in a deferred one,
  // which yields to the browser as it goes instead of blocking the page in one long task.
  const shown = useDeferredValue(data);

  // Opening another property (a similar one) starts at its top. A block body: scrollTo answers a promise in
  // current browsers, which React would take for the effect's cleanup and call on leaving the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  if (isError)
    return <PropertyUnavailable notFound={isMissing(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  if (isPending || !shown) return <PageLoader />;
  // Keyed by id: the gallery position and a half-typed inquiry belong to one property.
  return <PropertyDetail key={shown.id} property={shown} />;
}

/** For staff: the back-office unit this listing was published from, one step away. */
function ManagedUnitLink({ listingId }: { listingId: string }) {
  const { t } = useTranslation('public');
  const { data } = useListingUnit(listingId);
  if (!data?.unitId) return null;
  return (
    <p className="detail-staff-link">
      <Link to={estateUnitPath(data.unitId)} data-testid="listing-unit-link">
        {t('detail.manageUnit')}
      </Link>
    </p>
  );
}

function PropertyDetail({ property }: { property: Property }) {
  const { t } = useTranslation('public');
  useCountPropertyView(property.id);
  const { lang } = useLang();
  const title = localizedTitle(property, lang);
  const description = localizedDescription(property, lang);
  // Text in the other language than the page's (an English page without English text) is marked as such,
  // in an inline run so the block keeps the page's alignment.
  const shown = (text: LocalizedText) =>
    text.lang === lang ? (
      text.text
    ) : (
      <span lang={text.lang} dir="auto">
        {text.text}
      </span>
    );

  return (
    <div className="container property-detail" data-testid="property-detail">
      <PageBreadcrumb
        label={t('detail.breadcrumb')}
        trail={[
          { to: '/', label: t('detail.home') },
          { to: '/properties', label: t('detail.properties') },
        ]}
        current={shown(title)}
      />

      <header className="detail-head">
        <ul className="detail-badges" aria-label={t('detail.badges')}>
          <li className={`badge badge-${property.purpose}`}>{t(`listings.purposes.${property.purpose}`)}</li>
          <li className="badge badge-neutral">{t(`listings.types.${property.type}`)}</li>
          <li className="badge badge-neutral">{t(`listings.categories.${property.category}`)}</li>
          {property.featured ? <li className="badge badge-featured">{t('detail.featured')}</li> : null}
        </ul>
        <h1 className="detail-title">{shown(title)}</h1>
        <p className="muted detail-place">
          <EnvironmentOutlined aria-hidden /> {placeOf(property, lang)}
        </p>
        <ManagedUnitLink listingId={property.id} />
      </header>

      <div className="detail-layout">
        <div className="detail-area-gallery">
          <PropertyGallery images={property.images} title={title} />
        </div>
        <div className="detail-area-summary">
          <PropertySummary property={property} title={title} />
        </div>
        <div className="detail-area-main">
          <PropertyFacts property={property} />
          <DetailSection titleId="detail-description-title" title={t('detail.description')}>
            <p className="detail-description">{shown(description)}</p>
          </DetailSection>
          {property.features.length ? (
            <DetailSection titleId="detail-features-title" title={t('detail.features')}>
              <ul className="detail-features" data-testid="detail-features">
                {property.features.map((feature) => (
                  <li key={feature}>{t(`listings.featureNames.${feature}`, { defaultValue: feature })}</li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
          <PropertyLocation property={property} />
          <PropertyAdLicence property={property} />
        </div>
        <div className="detail-area-contact">
          {property.agent ? <AgentCard agent={property.agent} /> : null}
          <InquiryForm propertyId={property.id} />
        </div>
      </div>

      <SimilarProperties propertyId={property.id} />
    </div>
  );
}
