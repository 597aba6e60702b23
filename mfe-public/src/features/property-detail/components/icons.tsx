import type { SVGProps } from 'react';

/** Small line icons the design system does not ship; they take the text colour and size. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      className="detail-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <Icon fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />
    </Icon>
  );
}

export function ShareIcon() {
  return (
    <Icon>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </Icon>
  );
}

export function DownloadIcon() {
  return (
    <Icon>
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </Icon>
  );
}

/** Points to the inline end (next) or start (previous); CSS mirrors it in right-to-left pages. */
export function ChevronIcon({ toward }: { toward: 'start' | 'end' }) {
  return (
    <Icon className="detail-icon detail-chevron">
      <path d={toward === 'end' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
    </Icon>
  );
}
