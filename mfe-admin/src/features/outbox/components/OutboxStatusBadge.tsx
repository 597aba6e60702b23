import { useTranslation } from 'react-i18next';
import type { OutboxStatus } from '@estate/contracts';
import { Tag } from '@estate/platform/ui-extra';

const COLORS: Record<OutboxStatus, string> = { queued: 'gold', sent: 'green', failed: 'red' };

/** A message's status in its colour: queued (waiting), sent, failed. */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={COLORS[status]} data-testid="outbox-status" data-status={status}>
      {t(`outbox.statuses.${status}`)}
    </Tag>
  );
}
