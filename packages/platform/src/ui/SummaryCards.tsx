import type { ReactNode } from 'react';

export interface SummaryCard {
  key: string;
  label: string;
  value: ReactNode;
  /** A line under the figure (a progress bar, a count...). */
  extra?: ReactNode;
  /** The figure's own test id, beside the card's `summary-<key>`. */
  testId?: string;
  /** The figure's colour: good news, something to look at (expiring, unread), or bad news (overdue, a loss). */
  tone?: 'positive' | 'warning' | 'danger';
}

/**
 * The row of figures at the top of a page or tab, computed by the server: two columns on a phone, as many as fit on
 * wider screens. While `loading`, each figure shows an ellipsis and the list is marked busy.
 */
export function SummaryCards({ cards, label, loading }: { cards: SummaryCard[]; label?: string; loading?: boolean }) {
  return (
    <ul className="summary-cards" aria-label={label} aria-busy={loading || undefined}>
      {cards.map((card) => (
        <li key={card.key} className="summary-card" data-stat={card.key} data-testid={`summary-${card.key}`}>
          <span className="summary-card-label">{card.label}</span>
          <strong
            className={`summary-card-value${card.tone ? ` summary-card-${card.tone}` : ''}`}
            data-testid={card.testId}
          >
            {loading ? '…' : card.value}
          </strong>
          {card.extra}
        </li>
      ))}
    </ul>
  );
}
