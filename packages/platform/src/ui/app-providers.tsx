import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { ApiError, AuthProvider, i18n, onApiError, useLang } from '@estate/platform';
import { brandTheme } from './brand-theme.js';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Shows every failed query or mutation as one toast, in the current language. */
function ApiErrorToasts() {
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  useEffect(
    () =>
      onApiError((error) => {
        const text =
          error instanceof ApiError ? t(`status.${error.status}`, { defaultValue: error.serverMessage }) : t('network');
        void message.error(text);
      }),
    [message, t],
  );
  return null;
}

function LocalizedConfig({ children }: { children: ReactNode }) {
  const { lang, dir } = useLang();
  return (
    <ConfigProvider direction={dir} locale={lang === 'ar' ? arEG : enUS} theme={brandTheme}>
      <App message={{ maxCount: 1, duration: 5 }} notification={{ maxCount: 1, duration: 5 }}>
        <ApiErrorToasts />
        {children}
      </App>
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
