import { isApiError } from '../../../lib/api/index.ts';

/** True for the API's 404: the thing asked for does not exist (an unknown post, an unpublished policy). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
