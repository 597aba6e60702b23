import { useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  bidLogCsvPath,
  cityName,
  districtName,
  localizedText,
  type AuctionDetail,
  type Language,
  type LocalizedText,
} from '@estate/contracts';
import { ApiError, formatArea, formatNumber, registerNamespace, useLang } from '@estate/platform';
import { ButtonLink, EnvironmentOutlined, LoadError, PageLoader, StatusPage } from '@estate/platform/ui';
import ar from '../../../locales/ar/auction.json';
import en from '../../../locales/en/auction.json';
import { PageBreadcrumb } from '../../../components/PageBreadcrumb.js';
import { PropertyPlaceholder } from '../../../components/PropertyPlaceholder.js';
import { auctionBadge } from '../../../components/auction-phase.js';
import { auctionStreamPath, useAuctionStream } from '../../../components/auction-live.js';
import { useServerNow } from '../../../components/server-clock.js';
import { useAuction } from '../api/get-auction.js';
import { AuctionCosts } from './AuctionCosts.js';
import { AuctionLicence } from './AuctionLicence.js';
import { AuctionLivePanel } from './AuctionLivePanel.js';
import { BidHistory } from './BidHistory.js';
import './auction-page.css';

// The page's words load with the page, so the home page and the list do not carry them.
registerNamespace('auction', { ar, en });

const HERO_WIDTH = 1200;
const HERO_HEIGHT = 675;

/** No such auction (or an id that cannot be one), as opposed to a failed read. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /auctions/{id}: the property, the live bidding panel with the bid dialog and the bidder's maximum, the buyer's cost
 * summary, and the bid history, kept live.
 */
export function AuctionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('auction');
  const { data, isPending, isError, error, refetch, isFetching } = useAuction(id);
  useAuctionStream(isError ? null : auctionStreamPath(id));
  const shown = useDeferredValue(data);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  if (isError && isMissing(error))
    return (
      <StatusPage
        testId="auction-not-found"
        code="404"
        title={t('notFound.title')}
        message={t('notFound.message')}
        actions={
          <ButtonLink to="/auctions" type="primary">
            {t('notFound.back')}
          </ButtonLink>
        }
      />
    );
  if (isError)
    return (
      <div className="container auction-page" data-testid="auction-load-error">
        <LoadError message={t('loadError')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  if (isPending || !shown) return <PageLoader />;
  return <AuctionView key={shown.id} auction={shown} />;
}

/** Text in the other language than the page's (an English page without English text) is marked as such. */
function Shown({ text, lang }: { text: LocalizedText; lang: Language }) {
  return text.lang === lang ? (
    <>{text.text}</>
  ) : (
    <span lang={text.lang} dir="auto">
      {text.text}
    </span>
  );
}

function AuctionView({ auction }: { auction: AuctionDetail }) {
  const { t } = useTranslation(['auction', 'public']);
  const { lang } = useLang();
  const now = useServerNow();
  const badge = auctionBadge(auction, now);
  const title = localizedText(auction.title, auction.titleEn, lang);
  const description = localizedText(auction.description, auction.descriptionEn, lang);
  const terms = localizedText(auction.terms, auction.termsEn, lang);
  const place = [districtName(auction.property, lang), cityName(auction.property.city, lang)]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  const details = auction.propertyDetails;
  const facts = [
    { key: 'type', value: t(`public:listings.types.${details.type}`) },
    { key: 'area', value: details.area === null ? null : formatArea(details.area, lang) },
    { key: 'bedrooms', value: details.bedrooms === null ? null : formatNumber(details.bedrooms, lang) },
    { key: 'bathrooms', value: details.bathrooms === null ? null : formatNumber(details.bathrooms, lang) },
    { key: 'location', value: place },
    { key: 'address', value: details.address },
  ].filter((fact): fact is { key: string; value: string } => !!fact.value);
  const image = auction.property.images[0];

  return (
    <div className="container auction-page" data-testid="auction-page" data-auction-id={auction.id}>
      <PageBreadcrumb
        label={t('breadcrumb')}
        trail={[
          { to: '/', label: t('home') },
          { to: '/auctions', label: t('auctions') },
        ]}
        current={<Shown text={title} lang={lang} />}
      />

      <header className="auction-head">
        <span className={`badge badge-${badge}`} data-testid="auction-phase" data-badge={badge}>
          {t(`phase.${badge}`)}
        </span>
        <h1 className="auction-title" data-testid="auction-title">
          <Shown text={title} lang={lang} />
        </h1>
        <p className="muted">
          <EnvironmentOutlined aria-hidden /> {place}
        </p>
      </header>

      <div className="auction-layout">
        <div className="auction-area-hero">
          {image ? (
            <img
              className="auction-hero-image"
              src={image}
              alt={t('imageAlt', { title: title.text })}
              width={HERO_WIDTH}
              height={HERO_HEIGHT}
              fetchPriority="high"
              decoding="async"
            />
          ) : (
            <PropertyPlaceholder label={t('imageAlt', { title: title.text })} />
          )}
        </div>

        <div className="auction-area-live">
          <AuctionLivePanel auction={auction} now={now} />
          <AuctionCosts auction={auction} />
        </div>

        <div className="auction-area-main">
          <section className="auction-section" aria-labelledby="auction-details-title">
            <h2 id="auction-details-title" className="auction-section-title">
              {t('details.title')}
            </h2>
            <dl className="auction-details" data-testid="auction-details">
              {facts.map((fact) => (
                <div key={fact.key} data-fact={fact.key}>
                  <dt className="muted">{t(`details.${fact.key}`)}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <AuctionLicence auction={auction} />
          {description.text.trim() ? (
            <section className="auction-section" aria-labelledby="auction-description-title">
              <h2 id="auction-description-title" className="auction-section-title">
                {t('description')}
              </h2>
              <p className="auction-text">
                <Shown text={description} lang={lang} />
              </p>
            </section>
          ) : null}
          {terms.text.trim() ? (
            <section className="auction-section" aria-labelledby="auction-terms-title">
              <h2 id="auction-terms-title" className="auction-section-title">
                {t('terms')}
              </h2>
              <p className="auction-text" data-testid="auction-terms">
                <Shown text={terms} lang={lang} />
              </p>
            </section>
          ) : null}
        </div>

        <div className="auction-area-history">
          <BidHistory bids={auction.bids} now={now} />
          <p className="auction-bid-log">
            <a href={bidLogCsvPath(auction.id)} download data-testid="bid-log-download">
              {t('history.download')}
            </a>
            <span className="muted"> {t('history.downloadHint')}</span>
          </p>
        </div>
      </div>
    </div>
  );
}
