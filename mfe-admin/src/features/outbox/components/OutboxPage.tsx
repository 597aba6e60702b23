/** /admin/outbox: the mail outbox (recipient, subject, status, sent time; resend a failed one). */
export function OutboxPage() {
  return <section className="outbox" />;
}
