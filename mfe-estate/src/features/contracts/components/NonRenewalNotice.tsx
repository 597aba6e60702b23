import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  NOTICE_PARTIES,
  todayInRiyadh,
  type EstateContract,
  type NonRenewalNoticeInput,
} from '@estate/contracts';
import { formatDateWithHijri, formatNumber, refusalTextIn, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input, Select } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { FormDialog } from '../../../components/FormDialog.js';
import { InfoCard } from '../../../components/InfoCard.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { useLeaseRules } from '../../lease-rules/api/get-lease-rules.js';
import { useGiveNotice, useWithdrawNotice } from '../api/non-renewal-notice.js';

/** "Not renewing" beside a contract's status when a notice of non-renewal is in force. */
export function NoticeTag({ contract }: { contract: EstateContract }) {
  const { t } = useTranslation('estate');
  const notice = contract.nonRenewalNotice;
  if (!notice) return null;
  return (
    <span
      className="estate-badge estate-badge-destructive"
      data-testid="contract-notice-tag"
      data-given-by={notice.givenBy}
      title={t(`leases.notice.givenBy.${notice.givenBy}`)}
    >
      {t('leases.notice.tag')}
    </span>
  );
}

/** The refusal's words in the page language (the API's `details.message`), else the usual toast text. */
function useNoticeRefusal() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const refusalText = useRefusalText();
  return (error: unknown) =>
    toast.error(t('toast.error'), refusalTextIn(error, lang) ?? refusalText(error, t('toast.saveFailed')));
}

/**
 * The contract's renewal under the lease rules: its notice of non-renewal (who, when, why, and the account that
 * recorded it: a member of staff, or the tenant from the tenant portal) with a withdraw button up
 * to the last allowed day, or that it renews by itself with a button to record a notice (those who write contracts).
 */
export function NoticeCard({ contract, canEdit }: { contract: EstateContract; canEdit: boolean }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [giving, setGiving] = useState(false);
  const withdraw = useWithdrawNotice();
  const refused = useNoticeRefusal();
  const notice = contract.nonRenewalNotice;
  // The notice window is a lease setting (GET /api/estate/lease-rules): the text names it as stored.
  const noticeDays = useLeaseRules().data?.settings.noticeDays ?? null;
  const open = contract.status !== 'terminated' && contract.status !== 'expired' && !contract.renewedById;
  if (!notice && !open) return null;
  const today = todayInRiyadh();
  const askWithdraw = () =>
    withdraw.mutate(contract.id, {
      onSuccess: () => toast.success(t('leases.notice.withdrawn'), contract.contractNumber),
      onError: refused,
    });
  return (
    <InfoCard
      title={t('leases.notice.title')}
      testId="contract-notice"
      rows={
        notice
          ? [
              { key: 'noticeBy', label: t('leases.notice.by'), value: t(`leases.notice.givenBy.${notice.givenBy}`) },
              { key: 'noticeOn', label: t('leases.notice.on'), value: formatDateWithHijri(notice.givenOn, lang) },
              { key: 'noticeReason', label: t('leases.notice.reason'), value: <bdi>{notice.reason}</bdi> },
              ...(notice.createdByName
                ? [
                    {
                      key: 'noticeRecordedBy',
                      label: t('leases.notice.recordedBy'),
                      value: <bdi data-testid="contract-notice-recorded-by">{notice.createdByName}</bdi>,
                    },
                  ]
                : []),
            ]
          : []
      }
    >
      {notice ? (
        canEdit && today <= notice.lastAllowedDay ? (
          <Button onClick={askWithdraw} loading={withdraw.isPending} data-testid="contract-notice-withdraw">
            {t('leases.notice.withdraw')}
          </Button>
        ) : null
      ) : (
        <>
          {noticeDays !== null ? (
            <p className="estate-muted" data-testid="contract-notice-none">
              {t('leases.notice.renewsAutomatically', {
                days: formatNumber(noticeDays, lang),
                date: formatDateWithHijri(addDays(contract.endDate, -noticeDays), lang),
              })}
            </p>
          ) : null}
          {canEdit ? (
            <Button onClick={() => setGiving(true)} data-testid="contract-notice-give">
              {t('leases.notice.give')}
            </Button>
          ) : null}
        </>
      )}
      {giving ? <GiveNoticeDialog contract={contract} onClose={() => setGiving(false)} /> : null}
    </InfoCard>
  );
}

function GiveNoticeDialog({ contract, onClose }: { contract: EstateContract; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const noticeDays = useLeaseRules().data?.settings.noticeDays ?? null;
  const toast = useToast();
  const [form] = Form.useForm<NonRenewalNoticeInput>();
  const give = useGiveNotice();
  const refused = useNoticeRefusal();
  const save = (values: NonRenewalNoticeInput) =>
    give.mutate(
      { id: contract.id, input: { givenBy: values.givenBy, reason: values.reason.trim() } },
      {
        onSuccess: () => {
          toast.success(t('leases.notice.given'), contract.contractNumber);
          onClose();
        },
        onError: refused,
      },
    );
  return (
    <FormDialog<NonRenewalNoticeInput>
      form={form}
      name="non-renewal-notice"
      title={t('leases.notice.give')}
      width={520}
      pending={give.isPending}
      saveTestId="notice-save"
      okText={t('leases.notice.give')}
      initialValues={{ givenBy: 'landlord' }}
      onFinish={save}
      onClose={onClose}
    >
      {noticeDays !== null ? (
        <p className="muted">{t('leases.notice.explain', { days: formatNumber(noticeDays, lang) })}</p>
      ) : null}
      <Form.Item name="givenBy" label={t('leases.notice.by')} rules={[{ required: true, message: t('form.required') }]}>
        <Select
          options={NOTICE_PARTIES.map((party) => ({ value: party, label: t(`leases.notice.givenBy.${party}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('leases.notice.reason')}
        rules={[{ required: true, whitespace: true, message: t('form.required') }]}
      >
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </FormDialog>
  );
}
