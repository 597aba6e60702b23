import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@estate/platform/ui';
import { Tooltip } from '@estate/platform/ui-extra';

/** A row's icon button, named by its tooltip for screen readers too. */
export function RowButton({
  label,
  icon,
  onClick,
  danger,
  testId,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" danger={danger} icon={icon} aria-label={label} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
}

/** A row's icon link to another screen (view, edit), named by its tooltip for screen readers too. */
export function RowLink({ label, icon, to, testId }: { label: string; icon: ReactNode; to: string; testId?: string }) {
  return (
    <Tooltip title={label}>
      <ButtonLink type="text" icon={icon} to={to} aria-label={label} data-testid={testId} />
    </Tooltip>
  );
}

/** A row's buttons side by side. */
export const RowButtons = ({ children }: { children: ReactNode }) => <div className="estate-actions">{children}</div>;
