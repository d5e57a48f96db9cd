import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  ChatMessagesResponseSchema,
  ChatReportResponseSchema,
  ChatReportsResponseSchema,
} from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';

export const REPORTS_PER_PAGE = 20;
const MESSAGES_PER_PAGE = 30;

export const adminKeys = {
  all: ['admin'] as const,
  chatReports: (page: number) => [...adminKeys.all, 'chat-reports', page] as const,
  chatReport: (roomId: string) => [...adminKeys.all, 'chat-report', roomId] as const,
  reportedMessages: (roomId: string) => [...adminKeys.all, 'chat-report', roomId, 'messages'] as const,
};

/** GET /api/admin/chat/reports: the reported rooms, most recently reported first (ADR 024, "Reports"). */
export function useChatReports(page: number) {
  return useQuery({
    queryKey: adminKeys.chatReports(page),
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.chat.reports,
        query: { page, pageSize: REPORTS_PER_PAGE },
        schema: ChatReportsResponseSchema,
        signal,
        // The page (or the home card) shows a failure itself; only a 401 goes to login.
        returnToCaller: (error) => error.status !== 401,
      }),
  });
}

/** One reported room with its reports; a room nobody reported answers 404, left to the page. */
export function useChatReport(roomId: string) {
  return useQuery({
    queryKey: adminKeys.chatReport(roomId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: buildPath(API_PATHS.chat.report, { roomId }),
          schema: ChatReportResponseSchema,
          signal,
          returnToCaller: (error) => error.status === 404,
        })
      ).data,
    retry: false,
  });
}

/** The reported room's messages, newest page first; older pages on demand. Each page read is audited. */
export function useReportedRoomMessages(roomId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.reportedMessages(roomId),
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest({
        path: buildPath(API_PATHS.chat.reportedRoomMessages, { roomId }),
        query: {
          messagesPerPage: MESSAGES_PER_PAGE,
          ...(pageParam === undefined ? {} : { lastLoadedMessageIndexId: pageParam }),
        },
        schema: ChatMessagesResponseSchema,
        signal,
      }),
    getNextPageParam: (last) =>
      last.hasMore && last.lastLoadedMessageIndexId ? last.lastLoadedMessageIndexId : undefined,
    // An administrator reads what was there when they opened it; no refetch behind their back (each read is logged).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
