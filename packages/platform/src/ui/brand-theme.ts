import type { ThemeConfig } from 'antd/es/config-provider';

export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f5c4d',
    colorLink: '#0f5c4d',
    borderRadius: 8,
    fontFamily: "'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Naskh Arabic', system-ui, -apple-system, sans-serif",
  },
};
