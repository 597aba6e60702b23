import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PropertyInput } from '@estate/contracts';
import { useAuth, useLang } from '@estate/platform';
import { Button, ButtonLink, useToast } from '@estate/platform/ui';
import { Alert, ArrowLeftOutlined, ArrowRightOutlined } from '@estate/platform/ui-extra';
import { useSubmitProperty } from '../api/submit-property.js';
import { usePropertyEditor } from '../hooks/use-property-editor.js';
import { canPublishListings, isPropertyStaff } from '../utils/listing-access.js';
import { PropertyForm } from './PropertyForm.js';
import '../../../components/admin-screen.css';
import '../listings.css';

export const ADD_PROPERTY_FORM = 'add-property';

/**
 * /add-property, for anyone signed in: the listing form on a page. Staff publish with the status they choose;
 * anyone else's listing waits for review. A refused save keeps everything typed and shows why.
 */
export function AddPropertyPage() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const { user } = useAuth();
  const staff = isPropertyStaff(user);
  const toast = useToast();
  const navigate = useNavigate();
  const editor = usePropertyEditor({ staff, publisher: staff && canPublishListings(user) });
  const submit = useSubmitProperty();

  const save = (input: PropertyInput) =>
    submit.mutate(input, {
      onSuccess: () => {
        if (staff) toast.success(t('listings.toast.added'), t('listings.toast.addedText'));
        else toast.success(t('listings.toast.sentForReview'), t('listings.toast.sentForReviewText'));
        navigate('/properties');
      },
      onError: (error) => {
        editor.showServerErrors(error, input);
        toast.error(t('listings.toast.addError'), t('listings.toast.addErrorText'));
      },
    });

  return (
    <div className="page admin-add-page" data-testid="add-property-page">
      <ButtonLink
        to="/dashboard"
        type="link"
        icon={lang === 'ar' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
        className="admin-back"
      >
        {t('listings.addPage.back')}
      </ButtonLink>
      <h1 className="admin-title">{t('listings.addPage.title')}</h1>
      <p className="muted admin-subtitle">{t('listings.addPage.subtitle')}</p>
      {staff ? null : <Alert type="info" showIcon title={t('listings.addPage.reviewNote')} className="admin-alert" />}
      <PropertyForm name={ADD_PROPERTY_FORM} editor={editor} disabled={submit.isPending} onSave={save}>
        <div className="admin-form-actions">
          {editor.uploading ? <span className="muted">{t('listings.dialog.waitForUploads')}</span> : null}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={submit.isPending}
            disabled={editor.uploading}
            data-testid="add-property-submit"
          >
            {staff ? t('listings.addPage.submit') : t('listings.addPage.submitForReview')}
          </Button>
        </div>
      </PropertyForm>
    </div>
  );
}
