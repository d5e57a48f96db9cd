export { apiRequest, type ApiRequestOptions } from './api-client.ts';
export { ApiError, isApiError, isHandledApiError, type ApiErrorKind } from './api-error.ts';
export { configureApiNavigation, type ApiNavigation } from './api-navigation.ts';
export type { CallKind } from './error-routing.ts';
