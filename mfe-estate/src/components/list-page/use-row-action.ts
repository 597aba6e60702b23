import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@estate/platform/ui';
import { App } from '@estate/platform/ui-extra';
import { useRefusalText } from '../../hooks/use-save-feedback.js';

export interface RowAction {
  /** Asked first (a delete, a cancellation, a payment); the dialog stays busy until the server answers. */
  confirm?: {
    question: string;
    detail?: string;
    okText?: string;
    /** Whether the action destroys something (a red button); true unless said otherwise. */
    danger?: boolean;
    testId?: string;
  };
  /** The call to the server. */
  run: () => Promise<unknown>;
  /** The toast when it is done, and its second line (the record's name or number). */
  success: string | ((result: unknown) => string);
  detail?: string;
  /** The toast's text when the server refuses; the refusal's own reason when left out. */
  failure?: (error: unknown) => string;
}

/**
 * A row's action the one way every back-office list does it: an optional confirmation, the call, then a toast that
 * names the record, or the server's reason for refusing in the page's language.
 */
export function useRowAction() {
  const { t } = useTranslation('estate');
  const { modal } = App.useApp();
  const toast = useToast();
  const refusalText = useRefusalText();
  return useCallback(
    (action: RowAction) => {
      const go = () =>
        action
          .run()
          .then((result) =>
            toast.success(
              typeof action.success === 'function' ? action.success(result) : action.success,
              action.detail,
            ),
          )
          .catch((error: unknown) =>
            toast.error(
              t('toast.error'),
              action.failure ? action.failure(error) : refusalText(error, t('toast.saveFailed')),
            ),
          );
      const { confirm } = action;
      if (!confirm) return void go();
      const danger = confirm.danger ?? true;
      modal.confirm({
        title: confirm.question,
        content: confirm.detail ?? action.detail,
        okText: confirm.okText ?? (danger ? t('actions.delete') : t('actions.confirm')),
        cancelText: t('actions.cancel'),
        okButtonProps: { danger, 'data-testid': confirm.testId ?? 'confirm-delete' },
        onOk: go,
      });
    },
    [modal, refusalText, t, toast],
  );
}
