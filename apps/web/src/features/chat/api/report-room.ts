import { useMutation } from '@tanstack/react-query';
import { API_PATHS, CHAT_REPORT_REASON_MAX } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export const REPORT_REASON_MAX = CHAT_REPORT_REASON_MAX;
export const REPORT_ROOM_PATH = API_PATHS.chat.reportRoom;

/** POST reportRoom (ADR 024, "Reports"): 204, or 404 for a room that is not the caller's (left to the dialog). */
export const reportRoom = (body: { roomId: string; reason: string }) =>
  apiRequest({ method: 'POST', path: REPORT_ROOM_PATH, body, returnToCaller: (error) => error.status === 404 });

export const useReportRoom = () => useMutation({ mutationFn: reportRoom });
