import type { Locator } from "playwright-core";

/** An element's box on screen (getBoundingClientRect) and whether its content is wider than it. */
export interface Measured {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** scrollWidth > clientWidth: something inside is cut off or pokes out sideways. */
  cut: boolean;
}

/**
 * The boxes of every element `locator` matches, named by `data-name-attr` (or their first words)
 * so that a failure says which column, card or cell it was. Boxes are read in one pass, after
 * the page's fonts have loaded: a late font would change every width.
 */
export async function measure(locator: Locator, nameAttr?: string): Promise<Measured[]> {
  await locator.page().evaluate(() => document.fonts.ready.then(() => undefined));
  return locator.evaluateAll(
    (els, attr) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? "").replace(/\s+/g, " ").trim();
        return {
          name: (attr && el.getAttribute(attr)) || text.slice(0, 40) || el.tagName.toLowerCase(),
          left: r.left,
          top: r.top,
          right: r.right,
          bottom: r.bottom,
          // A pixel of rounding is not a cut.
          cut: el.scrollWidth > el.clientWidth + 1,
        };
      }),
    nameAttr,
  );
}

/** The box of the one element `locator` names, called `name` in what a failure says. */
export async function measureOne(locator: Locator, name: string): Promise<Measured> {
  const [box] = await measure(locator);
  if (!box) throw new Error(`Nothing to measure: ${name}`);
  return { ...box, name };
}

/** Less than a pixel of contact is rounding, not an overlap or an overflow. */
const SLACK = 1;

/**
 * What a person would see wrong with `items` laid out in `container`: an item that reaches past
 * the container's edge (clipped, or under whatever stands beside it), an item whose own content
 * is cut, a container that has to scroll sideways to show them, and two items of the same kind
 * drawn over each other. An empty list is a layout that holds.
 */
export function layoutFaults(kind: string, container: Measured, items: Measured[]): string[] {
  const faults: string[] = [];
  if (container.cut) faults.push(`${kind}: "${container.name}" is wider than it shows`);
  for (const i of items) {
    const past = [
      i.left < container.left - SLACK && "left",
      i.right > container.right + SLACK && "right",
      i.top < container.top - SLACK && "top",
      i.bottom > container.bottom + SLACK && "bottom",
    ].filter(Boolean);
    if (past.length)
      faults.push(`${kind} "${i.name}" overflows "${container.name}" (${past.join(", ")})`);
    if (i.cut) faults.push(`${kind} "${i.name}" has content cut off`);
  }
  for (const [n, a] of items.entries()) {
    for (const b of items.slice(n + 1)) {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > SLACK && y > SLACK) faults.push(`${kind} "${a.name}" overlaps "${b.name}"`);
    }
  }
  return faults;
}
