import type { ContactMessage, ListMeta } from "@sannidhi/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

export interface ContactPage {
  status: "success";
  data: ContactMessage[];
  meta: ListMeta;
}

/** One page of contact messages, newest first (GET /api/contact, SA and admin). */
export function useContactMessages(page: number, limit: number) {
  return useQuery({
    queryKey: ["contact-messages", page, limit],
    queryFn: () => api.get<ContactPage>(`/api/contact?page=${page}&limit=${limit}`),
    placeholderData: keepPreviousData,
  });
}
