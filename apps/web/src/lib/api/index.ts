export { apiRequest, type ApiRequestOptions } from './api-client.ts';
export { ApiError, isApiError, isHandledApiError, type ApiErrorKind } from './api-error.ts';
export { configureApiNavigation, type ApiNavigation } from './api-navigation.ts';
export type { CallKind } from './error-routing.ts';
export { refreshSessionNow } from './refresh-session.ts';
export type { DownloadedBody } from './http.ts';
export { downloadFile, FILE_PATH, openBlankTab, type DownloadOptions } from './download-file.ts';
