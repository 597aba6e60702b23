import { useLayoutEffect, useMemo } from 'react';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { provideDesignSystemAppHolder, type DesignSystemAppHolderProps } from './design-system-app.js';

const MESSAGE = { maxCount: 1, duration: 5 };
const NOTIFICATION = { maxCount: 1, duration: 5 };

/**
 * antd's message, notification and modal for the staff areas (what antd's App holds), placed by the shell's
 * DesignSystemAppFrame once ui-extra is loaded. The public area has no use for them; toasts everywhere go through
 * useToast.
 */
export function DesignSystemAppHolder({ onReady }: DesignSystemAppHolderProps) {
  const [message, messageHolder] = useMessage(MESSAGE);
  const [notification, notificationHolder] = useNotification(NOTIFICATION);
  const [modal, modalHolder] = useModal();
  const api = useMemo(() => ({ message, notification, modal }), [message, notification, modal]);
  // Before the browser paints: a button shown with this render already has the live methods.
  useLayoutEffect(() => onReady(api), [api, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}

provideDesignSystemAppHolder(DesignSystemAppHolder);
