import { useTranslation } from 'react-i18next';
import type { AuctionDetail } from '@estate/contracts';
import { formatDateWithHijri, formatNumber, useLang } from '@estate/platform';

/** The auction's licence, as REGA requires an auction ad to show it: its number, date (with the Hijri date) and duration. */
export function AuctionLicence({ auction }: { auction: AuctionDetail }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  if (!auction.licenseNumber) return null;
  const rows = [
    { key: 'number', value: <bdi dir="ltr">{auction.licenseNumber}</bdi> },
    { key: 'date', value: auction.licenseDate ? formatDateWithHijri(auction.licenseDate, lang) : null },
    {
      key: 'duration',
      value:
        auction.licenseDurationDays === null
          ? null
          : t('auctions.licence.days', {
              count: auction.licenseDurationDays,
              days: formatNumber(auction.licenseDurationDays, lang),
            }),
    },
  ].filter((row) => row.value !== null);
  return (
    <section className="auction-section" aria-labelledby="auction-licence-title">
      <h2 id="auction-licence-title" className="auction-section-title">
        {t('auctions.licence.title')}
      </h2>
      <dl className="auction-details" data-testid="auction-licence">
        {rows.map((row) => (
          <div key={row.key} data-licence={row.key}>
            <dt className="muted">{t(`auctions.licence.${row.key}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
