import type { ReactNode } from 'react';
import App from 'antd/es/app';

/**
 * antd's App for the staff areas (App.useApp(): modal confirmations above all), without an element of its
 * own. The shell puts it around every area but the public one, which has no use for antd's message,
 * notification and modal machinery; toasts everywhere go through useToast.
 */
export function DesignSystemApp({ children }: { children: ReactNode }) {
  return (
    <App component={false} message={{ maxCount: 1, duration: 5 }} notification={{ maxCount: 1, duration: 5 }}>
      {children}
    </App>
  );
}
