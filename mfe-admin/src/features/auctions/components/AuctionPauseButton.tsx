import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAuction } from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input, Modal } from '@estate/platform/ui-extra';
import { useAuctionPause } from '../api/pause-auction.js';
import { auctionErrorText } from '../utils/auction-server-errors.js';

/** The least and most a reason may hold (as the API checks it). */
const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * Pause (a running auction) or resume (a paused one), each asking for the reason, which watchers are told and the
 * audit log keeps. Nothing for an auction that is not running.
 */
export function AuctionPauseButton({ auction }: { auction: AdminAuction }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const change = useAuctionPause();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (auction.status !== 'active' || auction.review !== 'approved') return null;
  const action = auction.paused ? 'resume' : 'pause';
  const valid = reason.trim().length >= REASON_MIN;

  const submit = () =>
    change
      .mutateAsync({ id: auction.id, action, reason: reason.trim() })
      .then(() => {
        toast.success(t(`auctions.pause.done.${action}`));
        setOpen(false);
        setReason('');
      })
      .catch((error: unknown) =>
        toast.error(t('auctions.pause.error'), auctionErrorText(error, t, lang, t('auctions.pause.failed'))),
      );

  return (
    <>
      <Button size="small" danger={action === 'pause'} onClick={() => setOpen(true)} data-testid={`auction-${action}`}>
        {t(`auctions.pause.button.${action}`)}
      </Button>
      <Modal
        open={open}
        title={t(`auctions.pause.title.${action}`)}
        okText={t(`auctions.pause.button.${action}`)}
        cancelText={t('auctions.pause.cancel')}
        okButtonProps={{ disabled: !valid, loading: change.isPending, id: 'auction-pause-confirm' }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t(`auctions.pause.hint.${action}`)}</p>
        <label htmlFor="auction-pause-reason">{t('auctions.pause.reason')}</label>
        <Input.TextArea
          id="auction-pause-reason"
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          data-testid="auction-pause-reason"
        />
      </Modal>
    </>
  );
}
