import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import {
  isAlwaysInApp,
  isMailedNotificationType,
  NOTIFICATION_TYPES,
  type NotificationChannels,
  type NotificationSettings,
  type NotificationType,
} from '@estate/contracts';
import { fieldErrorsOf, registerNamespace, serverMessageOf } from '@estate/platform';
import ar from '../../locales/ar/notification-settings.json';
import en from '../../locales/en/notification-settings.json';
import { useToast } from '../use-toast.js';
import { useNotificationSettings, useSaveNotificationSettings } from './notification-settings-api.js';
import './notification-settings.css';

registerNamespace('notification-settings', { ar, en });

const CHANNELS = ['inApp', 'email'] as const satisfies readonly (keyof NotificationChannels)[];
type Channel = (typeof CHANNELS)[number];

/** Whether a switch can be moved: announcements always reach the centre; only the mailed kinds have mail. */
const fixedValue = (kind: NotificationType, channel: Channel): boolean | undefined =>
  channel === 'inApp' ? (isAlwaysInApp(kind) ? true : undefined) : isMailedNotificationType(kind) ? undefined : false;

/**
 * The signed-in account's notification settings in a drawer: every kind with a switch for the centre and one for
 * mail, saved together with a toast. A refused change names the kinds and switches the server did not accept.
 */
export function NotificationSettingsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notification-settings');
  const toast = useToast();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const shown = draft ?? settings.data;

  const change = (kind: NotificationType, channel: Channel, value: boolean) => {
    if (shown) setDraft({ ...shown, [kind]: { ...shown[kind], [channel]: value } });
  };

  /** `contract_expiry.inApp` → "Contract expiry (In the centre)"; other fields as they are. */
  const fieldLabel = (field: string) => {
    const [kind, channel] = field.split('.');
    if (!(NOTIFICATION_TYPES as readonly string[]).includes(kind ?? '')) return field;
    const name = t(`kinds.${kind}`);
    return channel === 'inApp' || channel === 'email' ? `${name} (${t(channel)})` : name;
  };

  const submit = () => {
    if (!draft) return onClose();
    save.mutate(draft, {
      onSuccess: () => {
        toast.success(t('saved'));
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error).map((detail) => fieldLabel(detail.field));
        toast.error(
          t('saveFailed'),
          fields.length ? t('refused', { fields: fields.join('، ') }) : serverMessageOf(error, ''),
        );
      },
    });
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size={520}
      destroyOnHidden
      title={t('title')}
      data-testid="notification-settings"
      footer={
        <div className="notification-settings-footer">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            type="primary"
            onClick={submit}
            loading={save.isPending}
            disabled={!shown}
            data-testid="notification-settings-save"
          >
            {t('save')}
          </Button>
        </div>
      }
    >
      <p className="notification-settings-intro">{t('intro')}</p>
      {settings.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadError')}
          action={
            <Button size="small" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {!shown && !settings.isError ? <Spin className="notification-settings-loading" /> : null}
      {shown ? (
        <table className="notification-settings-table" data-testid="notification-settings-table">
          <thead>
            <tr>
              <th scope="col">{t('kind')}</th>
              {CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {t(channel)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_TYPES.map((kind) => (
              <tr key={kind} data-kind={kind}>
                <th scope="row">{t(`kinds.${kind}`)}</th>
                {CHANNELS.map((channel) => {
                  const fixed = fixedValue(kind, channel);
                  return (
                    <td key={channel}>
                      <Switch
                        size="small"
                        checked={fixed ?? shown[kind][channel]}
                        disabled={fixed !== undefined}
                        onChange={(value) => change(kind, channel, value)}
                        aria-label={t(channel === 'inApp' ? 'inAppOf' : 'emailOf', { kind: t(`kinds.${kind}`) })}
                        data-testid={`notification-setting-${kind}-${channel}`}
                      />
                      {fixed !== undefined ? (
                        <span className="notification-settings-fixed">
                          {t(channel === 'inApp' ? 'alwaysOn' : 'notMailed')}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Drawer>
  );
}

/** The header's settings button, opening the signed-in account's notification settings. */
export function NotificationSettingsButton({ testId = 'notification-settings-button' }: { testId?: string }) {
  const { t } = useTranslation('notification-settings');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {t('button')}
      </Button>
      {open ? <NotificationSettingsDrawer onClose={() => setOpen(false)} /> : null}
    </>
  );
}
