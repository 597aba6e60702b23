import { useTranslation } from 'react-i18next';
import type { EInvoiceChainCheck } from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { Button, Ltr, SafetyCertificateOutlined } from '@estate/platform/ui';
import { Alert } from '@estate/platform/ui-extra';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useChainCheck } from '../api/einvoice-writes.js';

/** What broke, as the server names it before the colon of its reason (`hash: …`). */
const PROBLEMS = [
  'not-readable',
  'hash',
  'signature',
  'signed-properties',
  'certificate',
  'previous-hash',
  'counter',
  'qr',
] as const;

/** The chain check's button (for the list's header) and its answer (under the toolbar), sharing one mutation. */
export function useChainCheckControl() {
  const check = useChainCheck();
  return {
    button: <ChainCheckButton pending={check.isPending} onClick={() => check.mutate()} />,
    result: <ChainCheckResult result={check.data} error={check.error} onClose={() => check.reset()} />,
  };
}

function ChainCheckButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const { t } = useTranslation('estate');
  return (
    <Button icon={<SafetyCertificateOutlined />} loading={pending} onClick={onClick} data-testid="einvoice-chain-check">
      {t('einvoices.chain.check')}
    </Button>
  );
}

/**
 * The whole chain's answer: every document's hash, signature, previous hash and counter recomputed from the stored
 * XML, "intact" with the count, or the first broken link named by document number and what broke.
 */
function ChainCheckResult({
  result,
  error,
  onClose,
}: {
  result: EInvoiceChainCheck | undefined;
  error: unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const refusalText = useRefusalText();
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        closable={{ onClose }}
        title={t('einvoices.chain.failed')}
        description={refusalText(error, '')}
        data-testid="einvoice-chain-result"
        data-ok="error"
      />
    );
  }
  if (!result) return null;
  const checked = formatNumber(result.checked, lang);
  if (result.ok) {
    return (
      <Alert
        type="success"
        showIcon
        closable={{ onClose }}
        title={t('einvoices.chain.ok', { count: result.checked, n: checked })}
        data-testid="einvoice-chain-result"
        data-ok="true"
        data-checked={result.checked}
      />
    );
  }
  const broken = result.firstBroken;
  const problem = PROBLEMS.find((name) => broken?.reason.startsWith(`${name}:`));
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      title={
        <span>
          {t('einvoices.chain.broken', { n: checked })} <Ltr data-testid="einvoice-chain-broken">{broken?.number}</Ltr>
        </span>
      }
      description={problem ? t(`einvoices.chain.problems.${problem}`) : broken?.reason}
      data-testid="einvoice-chain-result"
      data-ok="false"
      data-checked={result.checked}
      data-problem={problem}
    />
  );
}
