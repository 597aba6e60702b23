import { useTranslation } from 'react-i18next';
import { formatPhone, phoneHref, type PropertyAgent } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { MailOutlined, PhoneOutlined, UserOutlined } from '@estate/platform/ui';
import { TitledSection } from '../../../components/TitledSection.js';

/** The listing agent's name with a call link (the number in the local form, in the page's digits) and an email link. */
export function AgentCard({ agent }: { agent: PropertyAgent }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  return (
    <TitledSection
      className="detail-card detail-agent"
      titleId="detail-agent-title"
      titleClassName="detail-section-title"
      title={t('detail.agent.title')}
      data-testid="agent-card"
    >
      <p className="detail-agent-name">
        <UserOutlined aria-hidden /> {agent.name}
      </p>
      <dl className="detail-agent-contacts">
        <div>
          <dt>
            <PhoneOutlined aria-hidden /> <span className="visually-hidden">{t('detail.agent.phone')}</span>
          </dt>
          <dd>
            <a href={phoneHref(agent.phone)} dir="ltr">
              {formatPhone(agent.phone, lang)}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <MailOutlined aria-hidden /> <span className="visually-hidden">{t('detail.agent.email')}</span>
          </dt>
          <dd>
            <a href={`mailto:${agent.email}`} dir="ltr">
              {agent.email}
            </a>
          </dd>
        </div>
      </dl>
    </TitledSection>
  );
}
