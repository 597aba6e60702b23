import { useTranslation } from 'react-i18next';
import type { PropertyStatus } from '@estate/contracts';

/** Each status's badge tone (admin-screen.css). */
const TONES: Record<PropertyStatus, 'positive' | 'neutral' | 'caution'> = {
  active: 'positive',
  inactive: 'neutral',
  pending: 'caution',
};

/** A listing's status as a badge (its colours keep 4.5:1 contrast). */
export function ListingStatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`admin-badge admin-badge-${TONES[status]}`} data-status={status} data-testid="listing-status">
      {t(`listings.statuses.${status}`)}
    </span>
  );
}
