export interface Point {
  x: number;
  y: number;
}

export interface PanelEdge {
  left: number;
  top: number;
  bottom: number;
}

/**
 * Extra room above and below the popup's edge: a hand aiming at the first or last link drifts
 * a little past the corner.
 */
const EDGE_SLACK_PX = 16;

/** Twice the signed area of the triangle a, b, c: its sign says on which side of a→b c lies. */
function cross(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/**
 * Whether a pointer that moved from `from` to `to` is heading for a popup that opens to the right:
 * `to` lies inside the "safe triangle" spanned by `from` and the popup's near edge (as desktop
 * menus do, after Amazon's mega-menu). A diagonal path from a parent to one of its lower
 * children stays inside it while crossing the neighbouring entries; a pointer turning down the
 * menu leaves it at once.
 */
export function isHeadingToward(from: Point, to: Point, panel: PanelEdge): boolean {
  if (to.x <= from.x) return false;
  if (to.x >= panel.left) return to.y >= panel.top - EDGE_SLACK_PX && to.y <= panel.bottom + EDGE_SLACK_PX;
  const upper = { x: panel.left, y: panel.top - EDGE_SLACK_PX };
  const lower = { x: panel.left, y: panel.bottom + EDGE_SLACK_PX };
  // Inside when `to` is on the same side of each edge as the triangle's third corner.
  const sides = [cross(from, upper, to), cross(upper, lower, to), cross(lower, from, to)];
  return sides.every((side) => side >= 0) || sides.every((side) => side <= 0);
}
