import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {} from '@estate/platform/ui';
import { App } from '@estate/platform/ui-extra';

/**
 * The spec's delete confirmation: a question ('Are you sure you want to delete this property?', 'هل أنت متأكد من
 * حذف هذا العقد؟' ...), then the deletion; the dialog stays busy until the server answers.
 */
export function useConfirmDelete() {
  const { t } = useTranslation('estate');
  const { modal } = App.useApp();
  return useCallback(
    ({ question, detail, onConfirm }: { question: string; detail?: string; onConfirm: () => Promise<unknown> }) =>
      modal.confirm({
        title: question,
        content: detail,
        okText: t('actions.delete'),
        cancelText: t('actions.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete' },
        onOk: () => onConfirm().catch(() => undefined),
      }),
    [modal, t],
  );
}
