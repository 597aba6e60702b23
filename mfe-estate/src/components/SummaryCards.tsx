import type { ReactNode } from 'react';

export interface SummaryCard {
  key: string;
  label: string;
  value: ReactNode;
  /** Shown in the warning colour (late payments, outstanding amounts). */
  tone?: 'warning' | 'danger';
}

/** The row of figures at the top of a list (totals computed by the server from the data). */
export function SummaryCards({ cards, loading }: { cards: SummaryCard[]; loading?: boolean }) {
  return (
    <div className="estate-summary" aria-busy={loading || undefined}>
      {cards.map((card) => (
        <div key={card.key} className="estate-summary-card" data-testid={`summary-${card.key}`}>
          <span className="estate-summary-label">{card.label}</span>
          <strong className={`estate-summary-value${card.tone ? ` estate-${card.tone}` : ''}`}>
            {loading ? '…' : card.value}
          </strong>
        </div>
      ))}
    </div>
  );
}
