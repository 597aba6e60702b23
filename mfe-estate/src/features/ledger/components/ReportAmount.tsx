import { formatCurrency, useLang } from '@estate/platform';

/** An amount in SAR to the halala; the figure itself is kept in `data-amount` for whoever reads the page. */
export function ReportAmount({ amount, testId, strong }: { amount: number; testId?: string; strong?: boolean }) {
  const { lang } = useLang();
  return (
    <span
      className={
        [strong ? 'estate-strong' : '', amount < 0 ? 'estate-danger' : ''].filter(Boolean).join(' ') || undefined
      }
      data-testid={testId}
      data-amount={amount}
    >
      {formatCurrency(amount, lang, { halalas: true })}
    </span>
  );
}
