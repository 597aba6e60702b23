import { useTranslation } from 'react-i18next';
import type { PropertyStatus } from '@estate/contracts';

/** A listing's status as a badge (its colours keep 4.5:1 contrast). */
export function ListingStatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`listing-status listing-status-${status}`} data-status={status} data-testid="listing-status">
      {t(`listings.statuses.${status}`)}
    </span>
  );
}
