import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENTS_API,
  type InvoiceUpdateInput,
  type MarkPaidInput,
  type PaymentInvoiceDetail,
  type RecordPaymentInput,
  type RefundInput,
  type ReminderResult,
  sendOnce,
} from '@estate/contracts';
import { api, ApiError, estateKeys } from '@estate/platform';

/** Pause before sending a payment again whose answer was lost on the way. */
const RETRY_AFTER_MS = 1_000;

/** A payment sent with an Idempotency-Key, once more with it when the answer was lost: recorded at most once. */
const paidOnce = (path: string, input: RecordPaymentInput | MarkPaidInput) =>
  sendOnce(
    (key) => api.post<PaymentInvoiceDetail>(path, input, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    (error) => !(error instanceof ApiError),
    RETRY_AFTER_MS,
  );

export const recordPayment = ({ invoiceId, input }: { invoiceId: string; input: RecordPaymentInput }) =>
  paidOnce(PAYMENTS_API.invoicePayments(invoiceId), input);
export const markPaid = ({ invoiceId, input }: { invoiceId: string; input: MarkPaidInput }) =>
  paidOnce(PAYMENTS_API.markPaid(invoiceId), input);
export const refundPayment = ({ paymentId, input }: { paymentId: string; input: RefundInput }) =>
  api.post<PaymentInvoiceDetail>(PAYMENTS_API.refund(paymentId), input);
export const sendReminder = (invoiceId: string) => api.post<ReminderResult>(PAYMENTS_API.reminder(invoiceId));
export const updateInvoice = ({ invoiceId, input }: { invoiceId: string; input: InvoiceUpdateInput }) =>
  api.patch<PaymentInvoiceDetail>(PAYMENTS_API.invoice(invoiceId), input);
export const cancelInvoice = (invoiceId: string) => api.delete<void>(PAYMENTS_API.invoice(invoiceId));

/** A write that changes an invoice: every estate read (payments, contracts' and tenants' figures) is read again. */
function useInvoiceWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.all }),
  });
}

export const useRecordPayment = () => useInvoiceWrite(recordPayment);
export const useMarkPaid = () => useInvoiceWrite(markPaid);
export const useRefundPayment = () => useInvoiceWrite(refundPayment);
export const useSendReminder = () => useInvoiceWrite(sendReminder);
export const useCancelInvoice = () => useInvoiceWrite(cancelInvoice);
export const useUpdateInvoice = () => useInvoiceWrite(updateInvoice);
