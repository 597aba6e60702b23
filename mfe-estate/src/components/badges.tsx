import { useTranslation } from 'react-i18next';
import type {
  ContractStatus,
  EstatePropertyStatus,
  InvoiceStatus,
  OwnerStatus,
  PaymentStatus,
  TenantStatus,
  UnitStatus,
} from '@estate/contracts';
import { StatusBadge, type BadgeVariant } from './StatusBadge.js';

/** The spec's badge styles per status (document 2, section 4). */
const contractVariants: Record<ContractStatus, BadgeVariant> = {
  active: 'default',
  expired: 'destructive',
  terminated: 'secondary',
  pending: 'outline',
};
const paymentVariants: Record<PaymentStatus, BadgeVariant> = {
  current: 'default',
  late: 'secondary',
  overdue: 'destructive',
};
const ownerVariants: Record<OwnerStatus, BadgeVariant> = {
  active: 'default',
  inactive: 'secondary',
  suspended: 'destructive',
};
const tenantVariants: Record<TenantStatus, BadgeVariant> = {
  active: 'default',
  expired: 'destructive',
  inactive: 'secondary',
  terminated: 'secondary',
};
/** Units: occupied and vacant; any other status is shown as destructive. */
const unitVariants: Record<UnitStatus, BadgeVariant> = {
  occupied: 'default',
  vacant: 'outline',
  reserved: 'destructive',
  maintenance: 'destructive',
};
const propertyVariants: Record<EstatePropertyStatus, BadgeVariant> = {
  active: 'default',
  inactive: 'secondary',
  maintenance: 'destructive',
};
const invoiceVariants: Record<InvoiceStatus, BadgeVariant> = {
  paid: 'default',
  pending: 'outline',
  overdue: 'destructive',
  cancelled: 'secondary',
};

function useLabel() {
  return useTranslation('estate').t;
}

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const t = useLabel();
  return <StatusBadge variant={contractVariants[status]} value={status} label={t(`enums.contractStatus.${status}`)} />;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useLabel();
  return <StatusBadge variant={paymentVariants[status]} value={status} label={t(`enums.paymentStatus.${status}`)} />;
}

export function OwnerStatusBadge({ status }: { status: OwnerStatus }) {
  const t = useLabel();
  return <StatusBadge variant={ownerVariants[status]} value={status} label={t(`enums.ownerStatus.${status}`)} />;
}

export function TenantStatusBadge({ status }: { status: TenantStatus }) {
  const t = useLabel();
  return <StatusBadge variant={tenantVariants[status]} value={status} label={t(`enums.tenantStatus.${status}`)} />;
}

export function UnitStatusBadge({ status }: { status: UnitStatus }) {
  const t = useLabel();
  return <StatusBadge variant={unitVariants[status]} value={status} label={t(`enums.unitStatus.${status}`)} />;
}

export function PropertyStatusBadge({ status }: { status: EstatePropertyStatus }) {
  const t = useLabel();
  return <StatusBadge variant={propertyVariants[status]} value={status} label={t(`enums.propertyStatus.${status}`)} />;
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useLabel();
  return <StatusBadge variant={invoiceVariants[status]} value={status} label={t(`enums.invoiceStatus.${status}`)} />;
}
