import { useTranslation } from 'react-i18next';
import { listingTitle, type Property, type PropertyInput } from '@estate/contracts';
import { useAuth, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Modal } from '@estate/platform/ui-extra';
import { useCreateAdminProperty } from '../api/create-admin-property.js';
import { useUpdateProperty } from '../api/update-property.js';
import { usePropertyEditor } from '../hooks/use-property-editor.js';
import { canPublishListings } from '../utils/listing-access.js';
import { saveErrorText } from '../utils/save-error-text.js';
import { PropertyForm } from './PropertyForm.js';

export const ADMIN_PROPERTY_FORM = 'admin-property';

/**
 * Add (no property) or edit a listing, for staff. Save waits for the uploads; a refused save keeps the dialog
 * open with everything typed and shows why against the fields; a saved one closes it (the lists read again).
 */
export function PropertyFormDialog({ property, onClose }: { property?: Property; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const { user } = useAuth();
  const editor = usePropertyEditor({ property, staff: true, publisher: canPublishListings(user) });
  const create = useCreateAdminProperty();
  const update = useUpdateProperty();
  const pending = create.isPending || update.isPending;

  const failed = (error: unknown, input: PropertyInput, title: string, fallback: string) => {
    editor.showServerErrors(error, input);
    toast.error(title, saveErrorText(error, t, fallback));
  };

  const save = (input: PropertyInput) => {
    if (property) {
      update.mutate(
        { id: property.id, input },
        {
          onSuccess: (saved) => {
            toast.success(
              t('listings.toast.updated'),
              t('listings.toast.updatedText', { title: listingTitle(saved ?? input, lang) }),
            );
            onClose();
          },
          onError: (error) => failed(error, input, t('listings.toast.updateError'), t('listings.toast.updateFailed')),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          toast.success(
            t('listings.toast.created'),
            t('listings.toast.createdText', { title: listingTitle(saved ?? input, lang) }),
          );
          onClose();
        },
        onError: (error) => failed(error, input, t('listings.toast.createError'), t('listings.toast.createFailed')),
      });
    }
  };

  return (
    <Modal
      open
      title={property ? t('listings.dialog.editTitle') : t('listings.dialog.addTitle')}
      onCancel={onClose}
      onOk={() => editor.form.submit()}
      okText={property ? t('listings.dialog.save') : t('listings.dialog.add')}
      cancelText={t('listings.dialog.cancel')}
      okButtonProps={{ disabled: editor.uploading, loading: pending }}
      mask={{ closable: !pending }}
      width={880}
      destroyOnHidden
      footer={(buttons) => (
        <div className="listing-dialog-footer">
          {editor.uploading ? <span className="muted">{t('listings.dialog.waitForUploads')}</span> : null}
          {buttons}
        </div>
      )}
    >
      <PropertyForm name={ADMIN_PROPERTY_FORM} editor={editor} disabled={pending} onSave={save} />
    </Modal>
  );
}
