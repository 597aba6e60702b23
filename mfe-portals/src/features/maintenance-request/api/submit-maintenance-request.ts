import { useMutation } from '@tanstack/react-query';
import { PORTAL_API, type MaintenanceRequestInput, type MaintenanceRequestResult } from '@estate/contracts';
import { api } from '@estate/platform';

/** Who sends the request: a tenant linked to a unit (their portal's route), or anyone else (the public route). */
export type RequestSender = 'tenant' | 'visitor';

export const MAINTENANCE_REQUEST_ROUTES: Record<RequestSender, string> = {
  tenant: `${PORTAL_API.tenant}/maintenance`,
  visitor: PORTAL_API.maintenanceRequests,
};

export const submitMaintenanceRequest = ({
  sender,
  input,
}: {
  sender: RequestSender;
  input: MaintenanceRequestInput;
}) => api.post<MaintenanceRequestResult>(MAINTENANCE_REQUEST_ROUTES[sender], input);

/** Sends a maintenance request; the form shows its own refusals (field errors and the spec's toast). */
export const useSubmitMaintenanceRequest = () =>
  useMutation({ mutationFn: submitMaintenanceRequest, meta: { silent: true } });
