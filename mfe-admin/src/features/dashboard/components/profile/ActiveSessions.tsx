import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '@estate/contracts';
import { formatDateTime, useLang } from '@estate/platform';
import { Button, Empty, ReloadOutlined, Spin, useToast } from '@estate/platform/ui';
import { Alert, Popconfirm, Tag } from '@estate/platform/ui-extra';
import { useActiveSessions, useEndSession } from '../../api/sessions.js';
import { profileProblemOf } from './profile-errors.js';

/** The device of a session in the page's language: "Chrome on Windows", "Chrome على Windows". */
function useDeviceName() {
  const { t } = useTranslation('admin');
  return (session: ActiveSession) => {
    if (session.browser && session.system) {
      return t('dashboardProfile.sessions.browserOn', { browser: session.browser, system: session.system });
    }
    return session.browser ?? session.system ?? t('dashboardProfile.sessions.unknownDevice');
  };
}

/**
 * One's live sessions, most recently used first: device, address, when signed in and last used, "This device" on
 * the current one, and End (after a confirmation) on the others, which signs that device out.
 */
export function ActiveSessions() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const sessions = useActiveSessions();
  const end = useEndSession();
  const deviceName = useDeviceName();

  const endOne = (session: ActiveSession) =>
    end.mutateAsync(session.id).then(
      () => toast.success(t('dashboardProfile.sessions.ended'), deviceName(session)),
      (error: unknown) => {
        const problem = profileProblemOf(error);
        // Already gone (ended elsewhere, or expired): the list read again no longer shows it.
        const text =
          problem === 'notFound'
            ? t('dashboardProfile.sessions.alreadyEnded')
            : t(`dashboardProfile.errors.${problem}`);
        toast.error(t('dashboardProfile.sessions.endError'), text);
      },
    );

  if (sessions.isPending) {
    return (
      <div className="profile-loading" role="status">
        <Spin />
        <span className="visually-hidden">{t('dashboardProfile.sessions.loading')}</span>
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('dashboardProfile.sessions.loadError')}
        description={t(`dashboardProfile.errors.${profileProblemOf(sessions.error)}`)}
        action={
          <Button size="small" onClick={() => void sessions.refetch()}>
            {t('dashboardProfile.retry')}
          </Button>
        }
      />
    );
  }
  if (!sessions.data.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboardProfile.sessions.empty')} />;
  }

  return (
    <div>
      <div className="profile-sessions-toolbar">
        <Button
          size="small"
          icon={<ReloadOutlined />}
          onClick={() => void sessions.refetch()}
          loading={sessions.isFetching}
          data-testid="sessions-refresh"
        >
          {t('dashboardProfile.sessions.refresh')}
        </Button>
      </div>
      <ul className="profile-sessions" data-testid="sessions-list" aria-busy={sessions.isFetching}>
        {sessions.data.map((session) => {
          const device = deviceName(session);
          return (
            <li
              key={session.id}
              className={`profile-session${session.current ? ' is-current' : ''}`}
              data-testid="session-row"
              data-session-id={session.id}
              data-current={session.current}
            >
              <div className="profile-session-body">
                <p className="profile-session-device">
                  <strong data-testid="session-device">{device}</strong>
                  {session.current ? (
                    <Tag color="green" data-testid="session-current">
                      {t('dashboardProfile.sessions.thisDevice')}
                    </Tag>
                  ) : null}
                </p>
                <dl className="profile-session-meta">
                  <div>
                    <dt>{t('dashboardProfile.sessions.ip')}</dt>
                    <dd>
                      <bdi dir="ltr">{session.ip ?? t('dashboardProfile.sessions.unknownIp')}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('dashboardProfile.sessions.signedIn')}</dt>
                    <dd>
                      <time dateTime={session.createdAt}>{formatDateTime(session.createdAt, lang)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('dashboardProfile.sessions.lastUsed')}</dt>
                    <dd>
                      <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt, lang)}</time>
                    </dd>
                  </div>
                </dl>
              </div>
              {session.current ? null : (
                <Popconfirm
                  title={t('dashboardProfile.sessions.confirmTitle')}
                  description={t('dashboardProfile.sessions.confirmText', { device })}
                  okText={t('dashboardProfile.sessions.end')}
                  cancelText={t('dashboardProfile.sessions.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'session-end-confirm' }}
                  onConfirm={() => endOne(session)}
                >
                  <Button
                    danger
                    loading={end.isPending && end.variables === session.id}
                    aria-label={t('dashboardProfile.sessions.endLabel', { device })}
                    data-testid="session-end"
                  >
                    {t('dashboardProfile.sessions.end')}
                  </Button>
                </Popconfirm>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
