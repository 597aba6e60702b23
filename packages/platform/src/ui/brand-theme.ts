import type { ThemeConfig } from 'antd/es/config-provider';

/**
 * The brand's design tokens. In the browser the components' styles come from stylesheets written at build
 * time from this theme (build/antd-styles.cjs), not computed while the page renders: zero-runtime mode, and
 * class names without a hash so those rules match. Rendered at build (Node), the styles are computed as
 * usual, to be put in the HTML with the markup they style.
 */
export const brandTheme: ThemeConfig = {
  zeroRuntime: typeof document !== 'undefined',
  hashed: false,
  token: {
    colorPrimary: '#0f5c4d',
    colorLink: '#0f5c4d',
    borderRadius: 8,
    // Secondary text (counters, hints) and placeholders at 4.5:1 on white, not antd's lighter defaults.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // Danger buttons, errors and their text at 4.5:1 on white (antd's #ff4d4f gives 3.2:1).
    colorError: '#c62828',
    fontFamily: "'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Naskh Arabic', system-ui, -apple-system, sans-serif",
  },
};
