import { useMutation } from '@tanstack/react-query';
import type { InquiryInput, RequestReceipt } from '@estate/contracts';
import { api } from '@estate/platform';

export const sendInquiry = (input: InquiryInput) => api.post<RequestReceipt>('/api/inquiries', input);

/** POST /api/inquiries. The form shows the spec's own toasts and the fields' errors (silent here). */
export const useSendInquiry = () => useMutation({ mutationFn: sendInquiry, meta: { silent: true } });
