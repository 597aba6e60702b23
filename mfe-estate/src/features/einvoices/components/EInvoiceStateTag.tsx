import { useTranslation } from 'react-i18next';
import type { EInvoiceState, EInvoiceStateReason } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Tag } from '@estate/platform/ui-extra';

/** Each state's colour: sent and accepted green or blue, waiting neutral, refused red, not answered orange. */
const STATE_COLORS: Record<EInvoiceState, string> = {
  pending: 'default',
  reported: 'blue',
  cleared: 'green',
  rejected: 'red',
  failed: 'orange',
};

/** An e-invoice's state as a tag (`data-state`), with the gateway's reason under it in the page language. */
export function EInvoiceStateTag({
  state,
  reason,
  showReason = true,
}: {
  state: EInvoiceState;
  reason?: EInvoiceStateReason | null;
  showReason?: boolean;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return (
    <span className="estate-cell" data-testid="einvoice-state" data-state={state}>
      <span>
        <Tag color={STATE_COLORS[state]}>{t(`einvoices.states.${state}`)}</Tag>
      </span>
      {showReason && reason ? (
        <span className="estate-muted" data-testid="einvoice-state-reason">
          {reason[lang]}
        </span>
      ) : null}
    </span>
  );
}
