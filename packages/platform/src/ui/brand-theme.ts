import type { ThemeConfig } from 'antd/es/config-provider';

export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f5c4d',
    colorLink: '#0f5c4d',
    borderRadius: 8,
    // Secondary text (counters, hints) and placeholders at 4.5:1 on white, not antd's lighter defaults.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    fontFamily: "'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Naskh Arabic', system-ui, -apple-system, sans-serif",
  },
};
