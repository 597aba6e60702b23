export { SummaryCards, type SummaryCard } from '@estate/platform/ui';
