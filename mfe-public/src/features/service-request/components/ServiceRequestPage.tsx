import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceRequestType } from '@estate/contracts';
import { useAuth } from '@estate/platform';
import { Form } from '@estate/platform/ui-form';
import { PageHero } from '../../../components/PageHero.js';
import { WhyChooseUs } from '../../../components/WhyChooseUs.js';
import { emptyServiceRequestForm, type ServiceRequestFormValues } from '../utils/service-request-payload.js';
import { SERVICE_REQUEST_FORM_NAME, ServiceRequestForm } from './ServiceRequestForm.js';
import { ServiceTypeCards } from './ServiceTypeCards.js';
import '../service-request.css';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** /service-request: the service types, the request form with attachments, and why choose us. */
export function ServiceRequestPage() {
  const { t } = useTranslation('public');
  const { user } = useAuth();
  const [form] = Form.useForm<ServiceRequestFormValues>();
  const chosenType = Form.useWatch('type', form);
  const formSection = useRef<HTMLElement>(null);
  // A signed-in visitor does not type their name and email again.
  const initialValues = useMemo(
    () => ({ ...emptyServiceRequestForm, name: user?.name ?? '', email: user?.email ?? '' }),
    [user?.name, user?.email],
  );

  const choose = (type: ServiceRequestType) => {
    form.setFieldValue('type', type);
    formSection.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // The type is filled: the next thing to write is the title.
    document.getElementById(`${SERVICE_REQUEST_FORM_NAME}_title`)?.focus({ preventScroll: true });
  };

  return (
    <div data-testid="service-request-page">
      <PageHero title={t('serviceRequest.heroTitle')} subtitle={t('serviceRequest.heroSubtitle')} />
      <ServiceTypeCards selected={chosenType} onChoose={choose} />
      <section
        ref={formSection}
        className="section container request-form-section"
        aria-labelledby="request-form-title"
      >
        <div className="card request-form-card">
          <h2 id="request-form-title" className="section-title">
            {t('serviceRequest.form.title')}
          </h2>
          <p className="muted">{t('serviceRequest.form.subtitle')}</p>
          <ServiceRequestForm form={form} initialValues={initialValues} />
        </div>
      </section>
      <WhyChooseUs />
    </div>
  );
}
