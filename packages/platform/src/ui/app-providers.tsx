import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import ConfigProvider from 'antd/es/config-provider';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { ApiError, AuthProvider, i18n, onApiError, useLang } from '@estate/platform';
import { brandTheme } from './brand-theme.js';
import { DownloadProgress } from './DownloadProgress.js';
import { showToast, Toaster } from './use-toast.js';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Shows every failed query or mutation as one toast, in the current language. */
function ApiErrorToasts() {
  const { t } = useTranslation('errors');
  useEffect(
    () =>
      onApiError((error) => {
        const text =
          error instanceof ApiError ? t(`status.${error.status}`, { defaultValue: error.serverMessage }) : t('network');
        showToast('error', text);
      }),
    [t],
  );
  return null;
}

function LocalizedConfig({ children }: { children: ReactNode }) {
  const { lang, dir } = useLang();
  return (
    <ConfigProvider direction={dir} locale={lang === 'ar' ? arEG : enUS} theme={brandTheme}>
      {/* The text defaults antd's App gave the page; antd's App itself (message, notification, modal) is
          provided to the staff areas only, by the shell (DesignSystemAppFrame). */}
      <div className="app-root">
        <ApiErrorToasts />
        {children}
        <Toaster />
        <DownloadProgress />
      </div>
    </ConfigProvider>
  );
}

/** Everything a screen needs around it: query cache, i18n, antd direction/locale/theme, auth. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalizedConfig>
          <AuthProvider>{children}</AuthProvider>
        </LocalizedConfig>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
