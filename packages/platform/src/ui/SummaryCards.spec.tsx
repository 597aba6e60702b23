import { renderToStaticMarkup } from 'react-dom/server';
import { SummaryCards } from './SummaryCards';

const cards = [
  { key: 'paid', label: 'Paid', value: 'SAR 1,000' },
  { key: 'overdue', label: 'Overdue', value: 'SAR 500', tone: 'danger' as const, testId: 'pm-overdue' },
  { key: 'occupancy', label: 'Occupancy', value: '80%', extra: <progress value={80} max={100} /> },
];

describe('SummaryCards', () => {
  it('names each card summary-<key>, gives a figure its own test id and tone, and shows what comes under it', () => {
    const html = renderToStaticMarkup(<SummaryCards cards={cards} label="Figures" />);
    expect(html).toContain('<ul class="summary-cards" aria-label="Figures">');
    expect(html).toContain(
      '<li class="summary-card" data-stat="overdue" data-testid="summary-overdue"><span class="summary-card-label">' +
        'Overdue</span><strong class="summary-card-value summary-card-danger" data-testid="pm-overdue">SAR 500</strong></li>',
    );
    expect(html).toContain('<strong class="summary-card-value">SAR 1,000</strong></li>');
    expect(html).toContain('80%</strong><progress value="80" max="100"></progress></li>');
  });

  it('shows an ellipsis for every figure while loading, and marks the row busy', () => {
    const html = renderToStaticMarkup(<SummaryCards cards={cards} loading />);
    expect(html).toContain('aria-busy="true"');
    expect(html.match(/>…<\/strong>/g)).toHaveLength(3);
    expect(html).not.toContain('SAR');
  });
});
