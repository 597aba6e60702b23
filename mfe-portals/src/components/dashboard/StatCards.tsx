import type { ReactNode } from 'react';

export interface StatCard {
  key: string;
  label: string;
  value: ReactNode;
  /** A line under the figure (a progress bar, a count...). */
  extra?: ReactNode;
  testId?: string;
  tone?: 'positive' | 'negative';
}

/** A grid of figures computed by the server: two columns on a phone, as many as fit on wider screens. */
export function StatCards({ cards, label }: { cards: StatCard[]; label?: string }) {
  return (
    <ul className="portal-stats" aria-label={label}>
      {cards.map((card) => (
        <li key={card.key} className="portal-stat" data-stat={card.key}>
          <span className="portal-stat-label">{card.label}</span>
          <strong className={`portal-stat-value${card.tone ? ` portal-${card.tone}` : ''}`} data-testid={card.testId}>
            {card.value}
          </strong>
          {card.extra}
        </li>
      ))}
    </ul>
  );
}
