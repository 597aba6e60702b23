import { useTranslation } from 'react-i18next';
import { formatPhone, type UserDto } from '@estate/contracts';
import { formatDate, formatDateTime, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';
import { Tag, Descriptions, Modal } from '@estate/platform/ui-extra';
import { RoleBadge } from '../../../components/RoleBadge.js';

/** Read-only details of a user, with an Edit button. */
export function UserDetailsModal({
  user,
  onClose,
  onEdit,
}: {
  user: UserDto;
  onClose: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  return (
    <Modal
      open
      title={t('users.details.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('users.details.close')}
        </Button>,
        <Button key="edit" type="primary" onClick={onEdit} data-testid="user-details-edit">
          {t('users.details.edit')}
        </Button>,
      ]}
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'name', label: t('users.columns.name'), children: user.name },
          { key: 'email', label: t('users.columns.email'), children: <bdi>{user.email}</bdi> },
          {
            key: 'phone',
            label: t('users.details.phone'),
            children: user.phone ? <bdi dir="ltr">{formatPhone(user.phone, lang)}</bdi> : '-',
          },
          { key: 'role', label: t('users.columns.role'), children: <RoleBadge role={user.role} /> },
          { key: 'department', label: t('users.columns.department'), children: user.department || '-' },
          { key: 'employeeId', label: t('users.details.employeeId'), children: user.employeeId || '-' },
          {
            key: 'status',
            label: t('users.columns.status'),
            children: (
              <Tag color={user.isActive ? 'success' : 'default'}>
                {user.isActive ? t('users.active') : t('users.inactive')}
              </Tag>
            ),
          },
          {
            key: 'lastLogin',
            label: t('users.columns.lastLogin'),
            children: user.lastLogin ? formatDateTime(user.lastLogin, lang) : '-',
          },
          { key: 'createdAt', label: t('users.details.createdAt'), children: formatDate(user.createdAt, lang) },
        ]}
      />
    </Modal>
  );
}
