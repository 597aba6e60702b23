import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cityName, LEASE_RULES_EDIT_ROLES, type RentRule } from '@estate/contracts';
import { formatDateWithHijri, formatNumber, hasRole, useAuth, useLang } from '@estate/platform';
import { Button, DeleteOutlined, EditOutlined, LoadError, Ltr, PlusOutlined } from '@estate/platform/ui';
import { Table } from '@estate/platform/ui-data';
import { InfoCard } from '../../../components/InfoCard.js';
import { useRowAction } from '../../../components/list-page/index.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { useDeleteRentRule } from '../api/edit-lease-rules.js';
import { useLeaseRules } from '../api/get-lease-rules.js';
import { LeaseSettingsDialog, RentRuleDialog } from './LeaseRuleDialogs.js';

/** A source's text, with its link when it has one. */
function Source({ text, url }: { text: string; url: string | null }) {
  return (
    <>
      <bdi className="estate-text">{text}</bdi>
      {url ? (
        <>
          {' '}
          <a href={url} target="_blank" rel="noreferrer">
            <Ltr>{url}</Ltr>
          </a>
        </>
      ) : null}
    </>
  );
}

/** What the rules page has open for an admin: the settings form, or a rent rule's form (null rule: a new one). */
type Editing = { kind: 'settings' } | { kind: 'rule'; rule: RentRule | null } | null;

/**
 * /estate/lease-rules (those who read contracts): the Saudi lease rules the back office applies: the notice window,
 * the reminders, automatic renewal, where residential rent is paid (Ejar), and the rent rules by city, each with its
 * source. They are stored settings: an admin (LEASE_RULES_EDIT_ROLES) changes them here, each change audited; the
 * other roles read them.
 */
export function LeaseRulesPage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const rules = useLeaseRules();
  const days = (count: number) => t('leases.rules.days', { count, n: formatNumber(count, lang) });
  const settings = rules.data?.settings;
  const ejarRule = rules.data?.ejarRule;
  const { user } = useAuth();
  const canEdit = hasRole(user?.role, LEASE_RULES_EDIT_ROLES);
  const [editing, setEditing] = useState<Editing>(null);
  const act = useRowAction();
  const remove = useDeleteRentRule();
  const askDelete = (rule: RentRule) =>
    act({
      confirm: { question: t('leases.edit.confirmDelete') },
      detail: rule.name[lang],
      run: () => remove.mutateAsync(rule.id),
      success: t('leases.edit.ruleDeleted'),
    });
  return (
    <div className="page estate-page" data-testid="lease-rules-page">
      <PageHeader title={t('leases.rules.title')} subtitle={t('leases.rules.subtitle')} />
      {rules.isError ? <LoadError onRetry={() => void rules.refetch()} /> : null}
      {canEdit && rules.data ? (
        <div className="estate-inline">
          <Button
            icon={<EditOutlined />}
            onClick={() => setEditing({ kind: 'settings' })}
            data-testid="lease-settings-edit"
          >
            {t('leases.edit.editSettings')}
          </Button>
          <Button
            icon={<PlusOutlined />}
            onClick={() => setEditing({ kind: 'rule', rule: null })}
            data-testid="rent-rule-add"
          >
            {t('leases.edit.addRule')}
          </Button>
        </div>
      ) : null}
      {editing?.kind === 'settings' && rules.data ? (
        <LeaseSettingsDialog rules={rules.data} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'rule' ? <RentRuleDialog rule={editing.rule} onClose={() => setEditing(null)} /> : null}
      {settings ? (
        <InfoCard
          title={t('leases.rules.renewal')}
          testId="lease-settings"
          rows={[
            { key: 'noticeDays', label: t('leases.rules.noticeDays'), value: days(settings.noticeDays) },
            {
              key: 'reminderDays',
              label: t('leases.rules.reminderDays'),
              value: settings.reminderDays.map((day) => formatNumber(day, lang)).join(lang === 'ar' ? '، ' : ', '),
            },
            {
              key: 'autoRenew',
              label: t('leases.rules.autoRenew'),
              value: settings.autoRenew ? t('leases.rules.yes') : t('leases.rules.no'),
            },
            { key: 'catchUp', label: t('leases.rules.catchUp'), value: days(settings.renewalCatchUpDays) },
            {
              key: 'source',
              label: t('leases.rules.source'),
              value: <Source text={settings.source} url={settings.sourceUrl} />,
            },
          ]}
        />
      ) : null}
      {ejarRule ? (
        <InfoCard
          title={t('leases.edit.ejarSection')}
          testId="ejar-rule"
          rows={[
            { key: 'since', label: t('leases.edit.ejarRentSince'), value: formatDateWithHijri(ejarRule.since, lang) },
            { key: 'biller', label: t('leases.edit.ejarSadadBiller'), value: <Ltr>{ejarRule.sadadBiller}</Ltr> },
            {
              key: 'types',
              label: t('leases.edit.ejarInvoiceTypes'),
              value: ejarRule.invoiceTypes
                .map((type) => t(`enums.invoiceType.${type}`))
                .join(lang === 'ar' ? '، ' : ', '),
            },
            {
              key: 'source',
              label: t('leases.rules.source'),
              value: <Source text={ejarRule.source[lang]} url={null} />,
            },
          ]}
        />
      ) : null}
      <section className="estate-card estate-section" data-testid="rent-rules">
        <h2 className="estate-card-title">{t('leases.rules.rentRules')}</h2>
        <Table<RentRule>
          rowKey="id"
          loading={rules.isLoading}
          pagination={false}
          dataSource={rules.data?.rentRules ?? []}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'name', title: t('leases.rules.name'), render: (_value, rule) => rule.name[lang] },
            { key: 'city', title: t('leases.rules.city'), render: (_value, rule) => cityName(rule.city, lang) },
            {
              key: 'unitTypes',
              title: t('leases.rules.unitTypes'),
              render: (_value, rule) =>
                rule.unitTypes
                  ? rule.unitTypes.map((type) => t(`enums.unitType.${type}`)).join(lang === 'ar' ? '، ' : ', ')
                  : t('leases.rules.allUnits'),
            },
            {
              key: 'period',
              title: t('leases.rules.period'),
              render: (_value, rule) =>
                `${formatDateWithHijri(rule.validFrom, lang)} – ${
                  rule.validTo ? formatDateWithHijri(rule.validTo, lang) : t('leases.rules.noEnd')
                }`,
            },
            {
              key: 'limit',
              title: t('leases.rules.limit'),
              render: (_value, rule) => t(`leases.limits.${rule.limit}`),
            },
            {
              key: 'source',
              title: t('leases.rules.source'),
              render: (_value, rule) => <Source text={rule.source} url={rule.sourceUrl} />,
            },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: t('actions.label'),
                    render: (_value: unknown, rule: RentRule) => (
                      <span className="estate-inline">
                        <Button
                          type="text"
                          icon={<EditOutlined />}
                          aria-label={t('actions.edit')}
                          onClick={() => setEditing({ kind: 'rule', rule })}
                          data-testid="rent-rule-edit"
                        />
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('actions.delete')}
                          onClick={() => askDelete(rule)}
                          data-testid="rent-rule-delete"
                        />
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>
    </div>
  );
}
