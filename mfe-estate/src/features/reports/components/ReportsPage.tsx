/** /estate/reports */
export function ReportsPage() {
  return null;
}
