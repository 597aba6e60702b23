import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EyeInvisibleOutlined, EyeOutlined } from '@estate/platform/ui';
import { Input } from '@estate/platform/ui-extra';

type InputProps = Parameters<typeof Input>[0];

/** A password field with a real, keyboard-reachable show/hide button (Form.Item passes value/onChange/id). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          className="password-toggle"
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        />
      }
    />
  );
}
