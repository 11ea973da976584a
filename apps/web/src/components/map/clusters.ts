import Supercluster from "supercluster";

/** One place on the map: a temple, named for screen readers and the marker's tooltip. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  label: string;
}

export type Placed =
  | { kind: "point"; point: MapPoint }
  | { kind: "cluster"; id: number; lat: number; lng: number; count: number };

/** West, south, east, north in degrees (Leaflet's `getBounds().toBBoxString()` order). */
export type Bbox = [number, number, number, number];

/**
 * Groups nearby points into clusters for a zoom level (issue 14: "clusters at low zoom"), with
 * supercluster. `maxZoom` is the last zoom that still clusters: one level above the map's
 * deepest, so at the deepest level every temple stands alone.
 */
export function clusterIndex(points: MapPoint[], maxZoom: number) {
  const index = new Supercluster<{ point: MapPoint }>({ radius: 56, maxZoom });
  index.load(
    points.map((point) => ({
      type: "Feature" as const,
      properties: { point },
      geometry: { type: "Point" as const, coordinates: [point.lng, point.lat] },
    })),
  );
  return {
    at(bbox: Bbox, zoom: number): Placed[] {
      return index.getClusters(bbox, Math.round(zoom)).map((f) => {
        const [lng = 0, lat = 0] = f.geometry.coordinates;
        const p = f.properties as { point?: MapPoint; cluster?: boolean; point_count?: number };
        return "cluster" in p && p.cluster
          ? { kind: "cluster", id: f.id as number, lat, lng, count: p.point_count ?? 0 }
          : { kind: "point", point: (p as { point: MapPoint }).point };
      });
    },
    /** The zoom at which a cluster falls apart into smaller ones or single temples. */
    expansionZoom(clusterId: number): number {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
