import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, RequestReceipt } from '@estate/contracts';
import { api } from '@estate/platform';

export const sendContactMessage = (input: ContactMessageInput) => api.post<RequestReceipt>('/api/contact', input);

export const useSendContactMessage = () =>
  // The page shows the spec's own failure toast and the field errors.
  useMutation({ mutationFn: sendContactMessage, meta: { silent: true } });
