import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, type Property, type PropertyInput } from '@estate/contracts';
import { ApiError, formatFileSize, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Form } from '@estate/platform/ui-form';
import {
  emptyPropertyForm,
  toPropertyFormValues,
  toPropertyInput,
  type PropertyFormValues,
} from '../utils/property-form-values.js';
import { readPropertyErrors } from '../utils/property-server-errors.js';
import { useBrochure } from './use-brochure.js';
import { useListingImages } from './use-listing-images.js';
import { usePropertyProblemText } from './use-property-problem-text.js';

/**
 * Everything one listing form holds: its antd form, its pictures and brochure, how a save's body is built,
 * and how a refused save is shown against the fields and files (what was typed stays).
 */
export function usePropertyEditor({
  property,
  staff,
  publisher = false,
}: {
  property?: Property;
  staff: boolean;
  /** May publish, feature and assign (admins, managers); an agent edits the rest of their own listings. */
  publisher?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const problemText = usePropertyProblemText();
  const [form] = Form.useForm<PropertyFormValues>();
  const initialValues = useMemo(() => (property ? toPropertyFormValues(property) : emptyPropertyForm), [property]);
  const images = useListingImages(property?.images ?? []);
  const brochure = useBrochure(property?.brochureUrl ?? null, {
    refused: (reason) =>
      reason === 'type'
        ? toast.error(t('listings.brochure.invalidTypeTitle'), t('listings.brochure.invalidTypeText'))
        : toast.error(
            t('listings.brochure.uploadErrorTitle'),
            t(`listings.files.failure.${reason}`, {
              size: formatFileSize(MAX_UPLOAD_BYTES, lang, (unit) => t(`listings.units.${unit}`)),
            }),
          ),
    uploaded: () => toast.success(t('listings.brochure.uploaded')),
    failed: () => toast.error(t('listings.brochure.uploadErrorTitle'), t('listings.brochure.uploadErrorText')),
  });
  const uploading = images.uploading || brochure.uploading;

  /**
   * The body to send, or null when the files are not ready: still uploading (the save button waits anyway) or
   * failed (to be removed or retried first).
   */
  const toInput = useCallback(
    (values: PropertyFormValues): PropertyInput | null => {
      if (uploading) {
        toast.info(t('listings.files.waitTitle'), t('listings.files.waitText'));
        return null;
      }
      if (images.failed || brochure.failed) {
        toast.error(t('listings.files.failedTitle'), t('listings.files.failedText'));
        return null;
      }
      return toPropertyInput(values, { images: images.urls, brochureUrl: brochure.url }, { staff, publisher });
    },
    [uploading, images.failed, images.urls, brochure.failed, brochure.url, staff, publisher, toast, t],
  );

  /** Shows a refused save against its fields and files; answers whether the server named any of them. */
  const showServerErrors = useCallback(
    (error: unknown, sent: PropertyInput): boolean => {
      if (!(error instanceof ApiError)) return false;
      const found = readPropertyErrors(error.code, error.details);
      if (found.fields.length)
        form.setFields(found.fields.map(({ field, problem }) => ({ name: field, errors: [problemText(problem)] })));
      const sentImages = sent.images ?? [];
      const refusedImages = found.images.flatMap(({ index, rejection }) =>
        sentImages[index] ? [{ url: sentImages[index], rejection }] : [],
      );
      if (refusedImages.length || found.imageList) images.reject(refusedImages, found.imageList);
      if (found.brochure) brochure.reject(found.brochure);
      return found.fields.length > 0 || refusedImages.length > 0 || found.imageList || !!found.brochure;
    },
    [form, problemText, images, brochure],
  );

  return { form, initialValues, images, brochure, uploading, staff, publisher, toInput, showServerErrors };
}

export type PropertyEditor = ReturnType<typeof usePropertyEditor>;
