import { useTranslation } from 'react-i18next';
import { SERVICE_REQUEST_TYPES, type ServiceRequestType } from '@estate/contracts';
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CalculatorOutlined,
  GlobalOutlined,
  HomeOutlined,
} from '@estate/platform/ui';
import { TitledSection } from '../../../components/TitledSection.js';

const icons: Record<ServiceRequestType, typeof HomeOutlined> = {
  marketing: GlobalOutlined,
  sale: HomeOutlined,
  investment: BankOutlined,
  rent: AppstoreOutlined,
  valuation: CalculatorOutlined,
  auction: AuditOutlined,
};

/** The six service types; choosing one fills the form's type. */
export function ServiceTypeCards({
  selected,
  onChoose,
}: {
  selected: ServiceRequestType | null | undefined;
  onChoose: (type: ServiceRequestType) => void;
}) {
  const { t } = useTranslation('public');
  return (
    <TitledSection className="section container" titleId="service-types-title" title={t('serviceRequest.typesTitle')}>
      <p className="muted">{t('serviceRequest.typesSubtitle')}</p>
      <ul className="card-grid service-type-grid">
        {SERVICE_REQUEST_TYPES.map((type) => {
          const Icon = icons[type];
          const chosen = selected === type;
          return (
            <li key={type}>
              <button
                type="button"
                className={chosen ? 'service-type-card service-type-card-chosen' : 'service-type-card'}
                aria-pressed={chosen}
                onClick={() => onChoose(type)}
                data-testid={`service-type-${type}`}
              >
                <Icon className="feature-icon" aria-hidden />
                <span className="service-type-title">{t(`serviceRequest.types.${type}.title`)}</span>
                <span className="service-type-text">{t(`serviceRequest.types.${type}.text`)}</span>
                {chosen ? <span className="service-type-chosen">{t('serviceRequest.chosen')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
