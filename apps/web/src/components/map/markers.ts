import L from "leaflet";
import { visuallyHidden } from "../visually-hidden";

interface Colours {
  fill: string;
  text: string;
}

const SVG = "http://www.w3.org/2000/svg";

/** Text for screen readers only, inside a marker that is otherwise a picture. */
function hiddenText(text: string): HTMLSpanElement {
  const span = document.createElement("span");
  span.textContent = text;
  Object.assign(span.style, visuallyHidden);
  return span;
}

/**
 * A temple's pin, its tip on the temple's position. Built with the DOM, not an HTML string, so
 * a temple's name (typed by staff) is always text, never markup.
 */
export function pinIcon(label: string, colours: Colours): L.DivIcon {
  const root = document.createElement("span");
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 36");
  svg.setAttribute("width", "26");
  svg.setAttribute("height", "39");
  svg.setAttribute("aria-hidden", "true");
  const pin = document.createElementNS(SVG, "path");
  pin.setAttribute("d", "M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z");
  pin.setAttribute("fill", colours.fill);
  pin.setAttribute("stroke", "#fff");
  pin.setAttribute("stroke-width", "2");
  const dot = document.createElementNS(SVG, "circle");
  dot.setAttribute("cx", "12");
  dot.setAttribute("cy", "12");
  dot.setAttribute("r", "4.5");
  dot.setAttribute("fill", "#fff");
  svg.append(pin, dot);
  root.append(svg, hiddenText(label));
  return L.divIcon({
    html: root,
    className: "sannidhi-pin",
    iconSize: [26, 39],
    iconAnchor: [13, 39],
  });
}

/** A cluster: a round badge with how many temples it holds; a click zooms into it. */
export function clusterIcon(count: number, label: string, colours: Colours): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  const root = document.createElement("span");
  Object.assign(root.style, {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: "50%",
    background: colours.fill,
    color: colours.text,
    border: "3px solid rgba(255,255,255,0.85)",
    boxShadow: "0 1px 4px rgba(0,0,0,0.35)",
    font: "600 14px system-ui, sans-serif",
  });
  const number = document.createElement("span");
  number.textContent = String(count);
  number.setAttribute("aria-hidden", "true");
  root.append(number, hiddenText(label));
  return L.divIcon({
    html: root,
    className: "sannidhi-cluster",
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
