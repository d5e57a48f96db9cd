import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export const REPORT_REASON_MAX = 1000;

// POST reportRoom is being added on main (body roomId, reason of 1 to 1,000 characters; 204, or 404 for a room
// that is not the caller's). Until API_PATHS.chat.reportRoom arrives with it, its path sits beside the chat's others.
export const REPORT_ROOM_PATH = API_PATHS.chat.createRooms.replace(/createRooms$/, 'reportRoom');

export const reportRoom = (body: { roomId: string; reason: string }) =>
  apiRequest({ method: 'POST', path: REPORT_ROOM_PATH, body, returnToCaller: (error) => error.status === 404 });

export const useReportRoom = () => useMutation({ mutationFn: reportRoom });
