import { useTranslation } from 'react-i18next';
import { localizedText, type EstateLinkRole, type LinkedAccount } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Ltr } from '@estate/platform/ui';
import { Form } from '@estate/platform/ui-form';
import { accountOptionsQueryOptions } from '../api/get-account-options.js';
import { OptionSelect } from './OptionSelect.js';

/**
 * The portal account an owner (tenant) form links its record to: a search over the accounts of that role on the
 * server. An account linked to another record is shown with it and cannot be chosen (one record per account);
 * clearing the choice unlinks the record.
 */
export function AccountField({
  role,
  recordId,
  account,
}: {
  role: EstateLinkRole;
  /** The record being edited, whose own account stays choosable. */
  recordId?: string;
  account: LinkedAccount | null;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return (
    <Form.Item name="userId" label={t('people.fields.account')} extra={t(`people.accountHint.${role}`)}>
      <OptionSelect
        optionsFor={(q) => accountOptionsQueryOptions({ role, ...(q ? { q } : {}) })}
        known={account ? { id: account.id, label: `${account.name} · ${account.email}` } : null}
        placeholder={t('people.noAccount')}
        allowClear
        unavailable={(option) =>
          option.linkedTo && option.linkedTo.id !== recordId
            ? t('people.linkedTo', { name: localizedText(option.linkedTo.name, option.linkedTo.nameEn, lang).text })
            : null
        }
        testId={`${role}-account`}
      />
    </Form.Item>
  );
}

/** A list's cell of the portal account a record is linked to: its name and email, or that there is none. */
export function LinkedAccountCell({ account }: { account: LinkedAccount | null }) {
  const { t } = useTranslation('estate');
  if (!account) return <span className="estate-muted">{t('people.noAccount')}</span>;
  return (
    <div className="estate-cell" data-testid="linked-account">
      <bdi>{account.name}</bdi>
      <Ltr className="estate-muted">{account.email}</Ltr>
    </div>
  );
}
