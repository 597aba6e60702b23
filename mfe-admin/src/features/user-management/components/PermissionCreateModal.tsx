import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PERMISSION_CHECKLIST } from '@estate/contracts';
import { serverMessageOf } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Checkbox, Modal } from '@estate/platform/ui-extra';
import { useCreatePermission, useInvalidatePermissions } from '../api/create-permission.js';
import { permissionDraft } from '../utils/permission-draft.js';

/** The fixed 13-item checklist: one create call per selected item; the button shows the count. */
export function PermissionCreateModal({ existing, onClose }: { existing: readonly string[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const create = useCreatePermission();
  const invalidate = useInvalidatePermissions();
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const results = await Promise.allSettled(
      selected.map((name) => create.mutateAsync(permissionDraft(name, (key, options) => i18n.t(key, options)))),
    );
    await invalidate();
    setSaving(false);
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed.length) {
      toast.error(
        t('permissionsTab.toast.error'),
        serverMessageOf(failed[0].reason, t('permissionsTab.toast.createFailed')),
      );
      setSelected((current) => current.filter((_name, index) => results[index]?.status === 'rejected'));
      return;
    }
    toast.success(
      t('permissionsTab.toast.created'),
      t('permissionsTab.toast.createdCount', { count: selected.length }),
    );
    onClose();
  };

  return (
    <Modal
      open
      title={t('permissionsTab.create.title')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('permissionsTab.create.submit', { count: selected.length })}
      cancelText={t('permissionsTab.create.cancel')}
      okButtonProps={{ disabled: selected.length === 0, loading: saving }}
      destroyOnHidden
    >
      <p className="muted" id="permission-checklist-hint">
        {t('permissionsTab.create.hint')}
      </p>
      <Checkbox.Group
        className="permission-checklist"
        value={[
          ...selected,
          ...existing.filter((name) => (ADMIN_PERMISSION_CHECKLIST as readonly string[]).includes(name)),
        ]}
        onChange={(values) => setSelected((values as string[]).filter((name) => !existing.includes(name)))}
        aria-describedby="permission-checklist-hint"
        disabled={saving}
        options={ADMIN_PERMISSION_CHECKLIST.map((name) => ({
          value: name,
          disabled: existing.includes(name),
          label: (
            <span>
              <bdi className="permission-code">{name}</bdi> · {t(`permissionNames.${name}`)}
              {existing.includes(name) ? (
                <span className="cell-muted"> ({t('permissionsTab.create.exists')})</span>
              ) : null}
            </span>
          ),
        }))}
      />
    </Modal>
  );
}
