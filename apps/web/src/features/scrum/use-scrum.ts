import type {
  One,
  ScrumBoard,
  ScrumBoardSummary,
  ScrumLabel,
  ScrumLabelColor,
  ScrumMember,
} from "@sannidhi/contracts";
import { SCRUM_BOARD_CHANGED_EVENT } from "@sannidhi/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, HttpError } from "../../lib/http";
import { useLiveEvent, WORKSPACE_KEY } from "../live/live-provider";

/** Boards start with the workspace key: the live channel reloads them after a reconnection. */
export const scrumKeys = {
  boards: [WORKSPACE_KEY, "scrum", "boards"] as const,
  board: (id: string) => [WORKSPACE_KEY, "scrum", "board", id] as const,
  members: ["scrum", "members"] as const,
  labels: ["scrum", "labels"] as const,
};

export const useBoards = () =>
  useQuery({
    queryKey: scrumKeys.boards,
    queryFn: () =>
      api.get<One<ScrumBoardSummary[]>>("/api/scrum-board/all-board").then((a) => a.data),
  });

/** An open board; a change another member makes reloads it at once (decision 115). */
export function useBoard(id: string) {
  const queryClient = useQueryClient();
  useLiveEvent<{ boardId: string }>(SCRUM_BOARD_CHANGED_EVENT, (data) => {
    if (data.boardId === id) void queryClient.invalidateQueries({ queryKey: scrumKeys.board(id) });
  });
  return useQuery({
    queryKey: scrumKeys.board(id),
    queryFn: () =>
      api.get<One<ScrumBoard>>(`/api/scrum-board?id=${encodeURIComponent(id)}`).then((a) => a.data),
  });
}

/** Staff who can join boards and cards (spec `all-member`). */
export const useMembers = () =>
  useQuery({
    queryKey: scrumKeys.members,
    queryFn: () => api.get<One<ScrumMember[]>>("/api/scrum-board/all-member").then((a) => a.data),
    staleTime: 60_000,
  });

export const useLabels = () =>
  useQuery({
    queryKey: scrumKeys.labels,
    queryFn: () => api.get<One<ScrumLabel[]>>("/api/scrum-board/all-label").then((a) => a.data),
    staleTime: 60_000,
  });

export type BoardWrite =
  | "add-member"
  | "delete-member"
  | "add-column"
  | "rename-column"
  | "delete-column"
  | "add-card"
  | "update-card"
  | "delete-card"
  | "reorder-list"
  | "reorder-card"
  | "move-card";

/**
 * One write to an open board (spec section 7). `optimistic` shows the result at once (a drop
 * stays where it was dropped); the server's answer — the whole board — then replaces it. On a
 * refusal the board is put back and reloaded, since someone else may have changed it.
 */
export function useBoardWrite(boardId: string) {
  const client = useQueryClient();
  const key = scrumKeys.board(boardId);
  return useMutation({
    mutationFn: (w: {
      path: BoardWrite;
      body: object;
      optimistic?: (b: ScrumBoard) => ScrumBoard;
    }) =>
      api
        .post<One<ScrumBoard>>(`/api/scrum-board/${w.path}`, { boardId, ...w.body })
        .then((a) => a.data),
    onMutate: async (w) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ScrumBoard>(key);
      if (before && w.optimistic) client.setQueryData(key, w.optimistic(before));
      return { before };
    },
    onError: (err, _w, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      void client.invalidateQueries({ queryKey: key });
      if (err instanceof HttpError && err.status === 404) {
        void client.invalidateQueries({ queryKey: scrumKeys.boards });
      }
    },
    onSuccess: (board) => {
      client.setQueryData(key, board);
      void client.invalidateQueries({ queryKey: scrumKeys.boards });
    },
  });
}

export function useAddBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      api.post<One<ScrumBoard>>("/api/scrum-board/add-board", { title }).then((a) => a.data),
    onSuccess: (board) => {
      client.setQueryData(scrumKeys.board(board.id), board);
      void client.invalidateQueries({ queryKey: scrumKeys.boards });
    },
  });
}

export function useAddLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: { title: string; color: ScrumLabelColor }) =>
      api.post<One<ScrumLabel>>("/api/scrum-board/add-label", label).then((a) => a.data),
    onSuccess: () => void client.invalidateQueries({ queryKey: scrumKeys.labels }),
  });
}
