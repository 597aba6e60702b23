import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type RequestStatus } from '@estate/contracts';
import { useToast } from '@estate/platform/ui';
import { Select, Tag } from '@estate/platform/ui-extra';
import { useUpdateRequestStatus } from '../api/update-request-status.js';
import type { AnyRequest, RequestKind } from '../utils/request-kinds.js';

const colors: Record<RequestStatus, string> = { new: 'blue', in_progress: 'gold', closed: 'default' };

export function RequestStatusTag({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={colors[status]} data-status={status} className="requests-status">
      {t(`requests.statuses.${status}`)}
    </Tag>
  );
}

/** Moves a request to another status; the lists read it again. Shows the chosen status while it is saved. */
export function RequestStatusSelect({
  kind,
  request,
  onChanged,
}: {
  kind: RequestKind;
  request: AnyRequest;
  onChanged?: (status: RequestStatus) => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const update = useUpdateRequestStatus();
  const shown = update.isPending && update.variables ? update.variables.status : request.status;
  return (
    <Select<RequestStatus>
      size="small"
      value={shown}
      loading={update.isPending}
      disabled={update.isPending}
      aria-label={t('requests.changeStatus')}
      className="requests-status-select"
      popupMatchSelectWidth={false}
      options={REQUEST_STATUSES.map((status) => ({ value: status, label: t(`requests.statuses.${status}`) }))}
      onChange={(status) =>
        update.mutate(
          { kind, id: request.id, status },
          {
            onSuccess: () => {
              onChanged?.(status);
              toast.success(t('requests.toast.statusUpdated'), t(`requests.statuses.${status}`));
            },
            onError: () => toast.error(t('requests.toast.error'), t('requests.toast.statusFailed')),
          },
        )
      }
      data-testid="request-status-select"
    />
  );
}
