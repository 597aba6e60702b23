import { useTranslation } from 'react-i18next';
import { Tag } from '@estate/platform/ui-extra';

type Look = { color?: string; variant: 'solid' | 'outlined' | 'filled' };

/** The spec's badges: admin destructive (red), agent default (brand), user secondary (grey); staff roles in their own tint. */
const looks: Record<string, Look> = {
  admin: { color: '#cf1322', variant: 'solid' }, // red at 4.5:1 behind white text
  agent: { color: '#0f5c4d', variant: 'solid' },
  user: { variant: 'filled' },
  manager: { color: 'purple', variant: 'outlined' },
  property_manager: { color: 'blue', variant: 'outlined' },
  accountant: { color: 'geekblue', variant: 'outlined' },
  maintenance: { color: 'orange', variant: 'outlined' },
  owner: { color: 'gold', variant: 'outlined' },
  tenant: { color: 'cyan', variant: 'outlined' },
};

export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation('admin');
  const look = looks[role] ?? looks.user;
  return (
    <Tag color={look.color} variant={look.variant} data-role={role} className="role-badge">
      {t(`roles.${role}`, { defaultValue: role })}
    </Tag>
  );
}
