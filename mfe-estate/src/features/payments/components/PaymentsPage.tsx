/** /estate/payments */
export function PaymentsPage() {
  return null;
}
