import { describe, expect, it } from "vitest";
import { clusterIndex, type MapPoint } from "./clusters";

const INDIA: [number, number, number, number] = [68, 6.5, 97.5, 37.2];
const temple = (id: string, lat: number, lng: number): MapPoint => ({ id, lat, lng, label: id });
// Two temples in Madurai a few hundred metres apart, one in Puri.
const points = [
  temple("meenakshi", 9.9195, 78.1193),
  temple("koodal-azhagar", 9.9142, 78.1148),
  temple("jagannath", 19.8048, 85.8179),
];

describe("temple clusters", () => {
  it("groups temples of one town at a country-wide zoom and keeps distant ones apart", () => {
    const placed = clusterIndex(points, 9).at(INDIA, 5);
    const clusters = placed.filter((p) => p.kind === "cluster");
    expect(clusters).toEqual([expect.objectContaining({ kind: "cluster", count: 2 })]);
    expect(
      placed.filter((p) => p.kind === "point").map((p) => p.kind === "point" && p.point.id),
    ).toEqual(["jagannath"]);
  });

  it("shows every temple alone past the last clustering zoom, and says where a cluster opens", () => {
    const index = clusterIndex(points, 9);
    expect(index.at(INDIA, 10).every((p) => p.kind === "point")).toBe(true);
    const [cluster] = index.at(INDIA, 5).filter((p) => p.kind === "cluster");
    const opensAt = index.expansionZoom(cluster!.kind === "cluster" ? cluster!.id : -1);
    expect(opensAt).toBeGreaterThan(5);
    expect(index.at(INDIA, opensAt).filter((p) => p.kind === "point")).toHaveLength(3);
  });

  it("places nothing outside the box it is asked about", () => {
    expect(clusterIndex(points, 9).at([84, 18, 88, 22], 8)).toEqual([
      { kind: "point", point: points[2] },
    ]);
  });
});
