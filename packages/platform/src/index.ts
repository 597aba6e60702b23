export { api, apiRequest, toQueryString, type QueryParams, type RequestOptions } from './api/api-client.js';
export { ApiError } from './api/api-error.js';
export { DOCUMENT_JOB_POLL_MS, downloadFile } from './api/download-file.js';
export { documentDownloads, type DocumentDownload } from './api/document-downloads.js';
export { createQueryClient, onApiError, staleTimes } from './api/query-client.js';
export { AuthProvider, useAuth, sessionKeys, type AuthState } from './auth/auth-context.js';
export { i18n, registerNamespace, applyDocumentLanguage, savedLanguage, isLanguage } from './i18n/i18n.js';
export { directionOf, localeOf } from './i18n/locale.js';
export { useLang, type LangState } from './i18n/use-lang.js';
export {
  formatArea,
  formatCurrency,
  formatDate,
  formatDateWithHijri,
  formatHijriDate,
  formatInteger,
  formatNumber,
  formatPercent,
} from './format/format.js';
export { brand } from './config/brand.js';
export { fieldErrorsOf, refusalTextIn, serverMessageOf } from './api/field-errors.js';
export {
  auctionKeys,
  auditLogKeys,
  estateKeys,
  notificationKeys,
  propertyKeys,
  statsKeys,
  type EstateResource,
} from './api/query-keys.js';
export { phoneRule } from './forms/phone-rule.js';
export { formatExpiry, groupCardNumber, westernDigits } from './forms/card-input.js';
export { preloadableLazy, type PreloadableComponent } from './router/preloadable-lazy.js';
export { lazyScreen, preloaderFor, type ScreenPath } from './router/lazy-screen.js';
export { parseNumberInput } from './forms/number-input.js';
export {
  isRetryableUpload,
  UploadFailedError,
  uploadFailureOf,
  uploadObject,
  type UploadFailure,
  type UploadObjectOptions,
} from './api/upload-object.js';
export type { FileScreening, PickedFile, UploadScreening } from './uploads/picked-files.js';
export {
  acceptOf,
  contentTypeFor,
  extensionOf,
  screenFiles,
  screenUploads,
  sizeProblem,
} from './uploads/picked-files.js';
export {
  canRetryUpload,
  uploadedUrls,
  uploadStatusLabel,
  type RefusedUpload,
  type StoredFile,
  type UploadItem,
  type UploadRejection,
  type UploadStatus,
} from './uploads/upload-items.js';
export { IMAGE_ACCEPT, imageContentTypeOf } from './uploads/image-types.js';
export { screenTicketPhotos, TICKET_PHOTO_ACCEPT } from './uploads/ticket-photos.js';
export { createUploadQueue, type UploadQueue, type UploadQueueOptions } from './uploads/upload-queue.js';
export { useUploadQueue, type UploadList, type UseUploadQueueOptions } from './uploads/use-upload-queue.js';
export {
  useUploadList,
  type UploadListState,
  type UploadRefusal,
  type UseUploadListOptions,
} from './uploads/use-upload-list.js';
export { clearSession, isSessionUser } from './auth/auth-context.js';
export { useSignIn, useRegister, useForgotPassword, useResetPassword } from './auth/auth-mutations.js';
export { ESTATE_AREA_ROLES, USER_ADMIN_AREA_ROLES, hasRole, safeNextPath } from './auth/access.js';
export { formatDateTime, formatMonth, joinWords } from './format/date-time.js';
export { CHART_HEIGHT, chartAxes, chartMargin } from './format/chart-layout.js';
export { fileSizeParts, formatFileSize, type FileSizeUnit } from './format/file-size.js';
export {
  useFavorites,
  useFavorite,
  useFavoriteIds,
  useToggleFavorite,
  type FavoritesState,
  type ToggleFavoriteOptions,
} from './favorites/use-favorites.js';
export { favoriteKeys } from './favorites/favorites-api.js';
