/**
 * The default drawn picture of a property: shown when a listing has no image or its image fails to
 * load. Without a label it is decoration (a thumbnail inside a labelled button).
 */
export function PropertyPlaceholder({ label, className }: { label: string; className?: string }) {
  const described = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={className ? `property-placeholder ${className}` : 'property-placeholder'}
      viewBox="0 0 160 90"
      {...described}
    >
      <rect width="160" height="90" fill="#e8eeec" />
      <path d="M50 62V42l30-20 30 20v20z" fill="#c9d6d2" />
      <rect x="72" y="46" width="16" height="16" fill="#e8eeec" />
    </svg>
  );
}
