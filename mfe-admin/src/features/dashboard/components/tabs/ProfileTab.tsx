import { useTranslation } from 'react-i18next';
import { useAuth } from '@estate/platform';
import { PageLoader } from '@estate/platform/ui';
import { ActiveSessions } from '../profile/ActiveSessions.js';
import { PasswordForm } from '../profile/PasswordForm.js';
import { ProfileForm } from '../profile/ProfileForm.js';
import '../profile/profile.css';

/** The dashboard's Profile tab: one's name and phone, the password, and the devices signed in. */
export function ProfileTab() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  if (!user) return <PageLoader />;
  return (
    <div className="profile-sections" data-testid="dashboard-tab-Profile">
      <section className="profile-section" aria-labelledby="profile-details-title">
        <h2 id="profile-details-title" className="profile-section-title">
          {t('dashboardProfile.profile.title')}
        </h2>
        <p className="muted profile-section-text">{t('dashboardProfile.profile.text')}</p>
        {/* A new form when another account signs in here: its values are that account's. */}
        <ProfileForm key={user.id} user={user} />
      </section>
      <section className="profile-section" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title" className="profile-section-title">
          {t('dashboardProfile.password.title')}
        </h2>
        <p className="muted profile-section-text">{t('dashboardProfile.password.text')}</p>
        <PasswordForm />
      </section>
      <section className="profile-section is-wide" aria-labelledby="profile-sessions-title">
        <h2 id="profile-sessions-title" className="profile-section-title">
          {t('dashboardProfile.sessions.title')}
        </h2>
        <p className="muted profile-section-text">{t('dashboardProfile.sessions.text')}</p>
        <ActiveSessions />
      </section>
    </div>
  );
}
