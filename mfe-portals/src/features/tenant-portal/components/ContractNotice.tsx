import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween, todayInRiyadh, type TenantContract } from '@estate/contracts';
import { ApiError, formatDateWithHijri, formatNumber, refusalTextIn, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Alert, Input, Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useGiveNotice, useWithdrawNotice } from '../api/non-renewal-notice.js';

const REASON_LIMIT = 1000;

/**
 * A contract's renewal as the tenant sees it: the notice of non-renewal in force (who gave it, when, why; their own
 * can be withdrawn up to its last allowed day), else until the last day a notice is accepted (the notice window before
 * the end) a button to give their own with why, else that the contract renews by itself. A refusal (too late, a notice
 * already given, the landlord's notice) reads in the page's language.
 */
export function ContractNotice({ contract }: { contract: TenantContract }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const [open, setOpen] = useState(false);
  const notice = contract.nonRenewalNotice;
  const today = todayInRiyadh();
  const live = contract.status === 'active' || contract.status === 'pending';
  if (notice) {
    return (
      <Alert
        type="warning"
        showIcon
        className="tenant-notice"
        data-testid="tenant-notice"
        data-given-by={notice.givenBy}
        title={t(`tenant.notice.givenBy.${notice.givenBy}`)}
        description={
          <>
            <p>{t('tenant.notice.givenOn', { date: formatDateWithHijri(notice.givenOn, lang) })}</p>
            <p className="tenant-prewrap">{t('tenant.notice.reason', { reason: notice.reason })}</p>
            <p>{t('tenant.notice.ends', { date: formatDateWithHijri(contract.endDate, lang) })}</p>
            {notice.givenBy === 'tenant' && today <= notice.lastAllowedDay ? (
              <WithdrawNotice contract={contract} lastDay={notice.lastAllowedDay} />
            ) : null}
          </>
        }
      />
    );
  }
  if (!live) return null;
  const inTime = today <= contract.lastNoticeDay;
  const windowDays = daysBetween(contract.lastNoticeDay, contract.endDate);
  return (
    <section className="tenant-notice" data-testid="tenant-notice-offer">
      <p className="muted">
        {inTime
          ? t('tenant.notice.window', {
              date: formatDateWithHijri(contract.lastNoticeDay, lang),
              days: formatNumber(windowDays, lang),
            })
          : t('tenant.notice.windowPassed', {
              date: formatDateWithHijri(contract.lastNoticeDay, lang),
              days: formatNumber(windowDays, lang),
            })}
      </p>
      {inTime ? (
        <Button className="tenant-tap" onClick={() => setOpen(true)} data-testid="tenant-notice-give">
          {t('tenant.notice.give')}
        </Button>
      ) : null}
      {open ? <NoticeDialog contract={contract} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

/** The tenant's own notice withdrawn after a confirmation in place: the contract then renews at its end again. */
function WithdrawNotice({ contract, lastDay }: { contract: TenantContract; lastDay: string }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawNotice();
  const send = () =>
    withdraw.mutate(contract.id, {
      onSuccess: () => toast.success(t('tenant.notice.withdrawn'), contract.contractNumber),
      onError: (error) => {
        setConfirming(false);
        toast.error(
          t('tenant.notice.withdrawFailedTitle'),
          refusalTextIn(error, lang) ?? t('tenant.notice.withdrawFailed'),
        );
      },
    });
  if (!confirming) {
    return (
      <div className="tenant-notice-withdraw">
        <p className="muted">{t('tenant.notice.withdrawUntil', { date: formatDateWithHijri(lastDay, lang) })}</p>
        <Button className="tenant-tap" onClick={() => setConfirming(true)} data-testid="tenant-notice-withdraw">
          {t('tenant.notice.withdraw')}
        </Button>
      </div>
    );
  }
  return (
    <div className="tenant-notice-withdraw" role="group" aria-label={t('tenant.notice.withdrawConfirm')}>
      <p>
        <strong>{t('tenant.notice.withdrawConfirm')}</strong> {t('tenant.notice.withdrawExplain')}
      </p>
      <Button
        className="tenant-tap"
        danger
        loading={withdraw.isPending}
        onClick={send}
        data-testid="tenant-notice-withdraw-confirm"
      >
        {t('tenant.notice.withdrawYes')}
      </Button>{' '}
      <Button className="tenant-tap" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
        {t('tenant.notice.withdrawKeep')}
      </Button>
    </div>
  );
}

interface NoticeValues {
  reason: string;
}

function NoticeDialog({ contract, onClose }: { contract: TenantContract; onClose: () => void }) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<NoticeValues>();
  const give = useGiveNotice();
  const save = (values: NoticeValues) =>
    give.mutate(
      { contractId: contract.id, input: { reason: values.reason.trim() } },
      {
        onSuccess: () => {
          toast.success(t('tenant.notice.done'), contract.contractNumber);
          onClose();
        },
        onError: (error) => {
          const message =
            error instanceof ApiError
              ? (refusalTextIn(error, lang) ??
                (error.status === 400 ? t('tenant.notice.reasonRequired') : t('tenant.notice.failed')))
              : t('tenant.notice.failed');
          form.setFields([{ name: 'reason', errors: [message] }]);
          toast.error(t('tenant.notice.failedTitle'), message);
        },
      },
    );
  return (
    <Modal
      open
      title={t('tenant.notice.title', { number: contract.contractNumber })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('tenant.notice.confirm')}
      cancelText={t('tenant.notice.cancel')}
      okButtonProps={{ danger: true, loading: give.isPending, 'data-testid': 'tenant-notice-confirm' }}
      destroyOnHidden
    >
      <p className="muted">{t('tenant.notice.explain', { date: formatDateWithHijri(contract.endDate, lang) })}</p>
      <Form<NoticeValues> form={form} name="tenant-notice" layout="vertical" disabled={give.isPending} onFinish={save}>
        <Form.Item
          name="reason"
          label={t('tenant.notice.reasonLabel')}
          rules={[{ required: true, whitespace: true, message: t('tenant.notice.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_LIMIT} data-testid="tenant-notice-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
