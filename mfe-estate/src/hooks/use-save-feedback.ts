import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Form } from '@estate/platform/ui-form';
import { ESTATE_ERROR_CODES, type EstateContractConflict } from '@estate/contracts';
import { ApiError, refusalTextIn, serverMessageOf, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { deleteBlockedText, refusedSaveOf } from '../utils/server-errors.js';

type FormInstance<V> = ReturnType<typeof Form.useForm<V>>[0];

/** The page-language message of a refused save or delete for the toast. */
export function useRefusalText() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return useCallback(
    (error: unknown, fallback: string) => {
      const blocked = deleteBlockedText(error, lang);
      if (blocked) return blocked;
      if (error instanceof ApiError) {
        if (error.status === 400) return t('toast.checkFields');
        if (error.status === 403) return t('toast.forbidden');
        if (error.status === 404) return t('toast.notFound');
        if (error.status >= 500) return fallback;
      }
      return serverMessageOf(error, fallback);
    },
    [lang, t],
  );
}

/**
 * What a form does with a refused save: marks the fields the server named with its messages (in the page
 * language where the rule is known) and says so in a toast.
 */
export function useSaveFeedback<V, F extends string>(
  form: FormInstance<V>,
  formFields: readonly F[],
  localMessage: (field: F) => string | undefined = () => undefined,
) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  return useCallback(
    (error: unknown) => {
      const refused = refusedSaveOf(error, formFields, lang, localMessage, (code, details) => {
        if (code === ESTATE_ERROR_CODES.contractOverlap) {
          const other = details as Partial<EstateContractConflict> | undefined;
          return t('conflicts.CONTRACT_OVERLAP', { number: other?.contractNumber ?? '' });
        }
        return refusalTextIn(error, lang) ?? t(`conflicts.${code}`, { defaultValue: t('toast.checkFields') });
      });
      if (refused.fields.length) {
        // The names are fields of this form (formFields), which antd types by the form's values.
        form.setFields(refused.fields as Parameters<typeof form.setFields>[0]);
        form.scrollToField(refused.fields[0].name as never, { block: 'center' });
      }
      const message =
        refused.fields.length && error instanceof ApiError && (error.status === 409 || error.status === 422)
          ? refused.fields[0].errors[0]
          : refusalText(error, t('toast.saveFailed'));
      toast.error(t('toast.error'), message);
    },
    [form, formFields, lang, localMessage, refusalText, t, toast],
  );
}
