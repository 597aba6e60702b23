/** The spec's badge styles: default (solid brand), destructive (red), secondary (grey), outline (bordered). */
export type BadgeVariant = 'default' | 'destructive' | 'secondary' | 'outline';

/** A status as a badge; `value` is kept in `data-status` for tests and styles. */
export function StatusBadge({ variant, value, label }: { variant: BadgeVariant; value: string; label: string }) {
  return (
    <span className={`estate-badge estate-badge-${variant}`} data-status={value} data-testid="status-badge">
      {label}
    </span>
  );
}
