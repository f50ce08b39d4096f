// Whether each label of a drawn diagram fits inside its shape, as the browser
// it runs in lays the label out (with whatever fonts the page has loaded).
// Serialised into the page by the unit test of the diagrams' fonts and by
// e2e/diagrams.spec.ts, so it is self-contained.

/** A label and how far its text box reaches out of its shape, in the diagram's units (0: it fits). */
export type LabelFit = { label: string; shape: string; overflow: number };

/**
 * Every <text> of the SVG that sits in a shape: the nearest group above it
 * with a sized shape of its own, or in a group of its own without text (a
 * node's box, rhombus, cylinder, stadium or circle; an edge label's background). Its text box (the glyphs' advances by the font's
 * ascent and descent, getBBox) must be inside the shape's fill: each corner,
 * brought into the shape's coordinates, is tested with isPointInFill, and the
 * overflow is how far the box passes the shape's own box.
 */
export function labelFits(svg: SVGSVGElement): LabelFit[] {
  const SHAPES = new Set(["rect", "polygon", "path", "circle", "ellipse"]);
  // Half a unit: an edge label's background is exactly the size of its text, and its edges are not "inside".
  const TOLERANCE = 0.5;
  const sized = (element: Element): element is SVGGeometryElement => {
    if (!SHAPES.has(element.localName) || !(element instanceof SVGGeometryElement)) return false;
    const box = element.getBBox();
    return box.width > 0 && box.height > 0;
  };
  const fits: LabelFit[] = [];
  for (const text of svg.querySelectorAll("text")) {
    const label = (text.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!label) continue;
    let shape: SVGGeometryElement | undefined;
    for (let group = text.parentElement; group && group !== svg.parentElement; group = group.parentElement) {
      // A shape beside the label, or drawn in a group of its own there (a stadium's outline and fill).
      const beside = [...group.children].flatMap((child) =>
        sized(child) ? [child] : child.localName === "g" && !child.querySelector("text") ? [...child.children] : [],
      );
      shape = beside.find(sized);
      if (shape) break;
    }
    if (!shape) continue;
    const [shapeMatrix, textMatrix] = [shape.getCTM(), text.getCTM()];
    if (!shapeMatrix || !textMatrix) continue;
    const box = text.getBBox();
    const toShape = shapeMatrix.inverse().multiply(textMatrix);
    const corners = [
      [box.x + TOLERANCE, box.y + TOLERANCE],
      [box.x + box.width - TOLERANCE, box.y + TOLERANCE],
      [box.x + TOLERANCE, box.y + box.height - TOLERANCE],
      [box.x + box.width - TOLERANCE, box.y + box.height - TOLERANCE],
    ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(toShape));
    const outline = shape.getBBox();
    const reach = Math.max(
      0,
      ...corners.flatMap((corner) => [
        outline.x - corner.x,
        corner.x - (outline.x + outline.width),
        outline.y - corner.y,
        corner.y - (outline.y + outline.height),
      ]),
    );
    const inside = corners.every((corner) => shape.isPointInFill(corner));
    // Inside the shape's box but not its fill (a rhombus's corner): at least the tolerance, so it counts.
    fits.push({ label, shape: shape.localName, overflow: inside ? 0 : Math.max(reach, TOLERANCE) });
  }
  return fits;
}
