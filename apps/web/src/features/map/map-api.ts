// Types only: the page's chunk need not carry the contract schemas.
import type { TempleMapPoint } from "@sannidhi/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

export interface MapFilters {
  state?: string;
  deity?: string;
}

/** Every published temple with a position, narrowed by state and deity on the server. */
export function useTempleMapPoints(f: MapFilters) {
  return useQuery({
    queryKey: ["temple-map", f.state ?? null, f.deity ?? null],
    queryFn: () => {
      const q = new URLSearchParams();
      if (f.state) q.set("state_id", f.state);
      if (f.deity) q.set("deity_id", f.deity);
      const qs = q.toString();
      return api
        .get<{ data: TempleMapPoint[] }>(`/api/public/map/temples${qs ? `?${qs}` : ""}`)
        .then((a) => a.data);
    },
  });
}
