/** /estate/maintenance */
export function MaintenancePage() {
  return null;
}
