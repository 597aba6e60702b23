import { useMemo, type ReactNode } from 'react';
import App from 'antd/es/app';

export interface Toast {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
}

function content(title: string, description?: string): ReactNode {
  if (!description) return title;
  return (
    <span className="toast-content">
      <strong className="toast-title">{title}</strong> <span className="toast-description">{description}</span>
    </span>
  );
}

/**
 * The spec's toasts (a title and an optional description) on the one toast channel the app
 * configures (antd message, at most one at a time), through App.useApp(), never a static helper.
 */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) => void message.success(content(title, description)),
      error: (title, description) => void message.error(content(title, description)),
      info: (title, description) => void message.info(content(title, description)),
    }),
    [message],
  );
}
