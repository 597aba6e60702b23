import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@estate/platform/ui';
import { ShareIcon } from './icons.js';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The system share sheet where there is one; otherwise the page's address is copied. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('public');
  const toast = useToast();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('detail.linkCopied'));
    } catch {
      // No clipboard here (an insecure page, a refused permission): say so and give the address.
      toast.error(t('detail.copyFailed'), t('detail.copyFailedMessage', { url }));
    }
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; a sheet that cannot open falls back to copying.
        if (isAbort(error)) return;
      }
    }
    await copy(url);
  };

  return (
    <Button icon={<ShareIcon />} onClick={() => void share()} data-testid="share">
      {t('detail.share')}
    </Button>
  );
}
