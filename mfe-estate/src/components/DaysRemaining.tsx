import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '@estate/platform';
import { expiryText, expiryTone } from '../utils/contract-dates.js';

/** Days to a contract's end in the spec's colour and words ('N days remaining', 'expired N days ago', 'expires today'). */
export function DaysRemaining({ days }: { days: number }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const tone = expiryTone(days);
  const { key, count } = expiryText(days);
  return (
    <span className={`days-remaining days-${tone}`} data-testid="days-remaining" data-days={days} data-tone={tone}>
      {t(`expiry.${key}`, { count, n: formatNumber(count, lang) })}
    </span>
  );
}
