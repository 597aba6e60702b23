/** The dashboard's Financial tab. */
export function FinancialTab() {
  return <div data-testid="dashboard-tab-Financial" />;
}
