/** A position in decimal degrees (day-route.ts's `GeoPoint`, which walks with this index). */
interface GeoPoint {
  lat: number;
  long: number;
}

/** Stops per leaf of the tree: a few distances computed in a row cost less than another level. */
const LEAF_SIZE = 8;

/**
 * Straight-line limits are compared with a little room so a rounding difference between the 3-D
 * geometry and the distance itself (haversine) never skips a stop as near as the best one.
 */
const BOUND_SLACK = 1e-9;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The nearest stop so far, and how far (as a straight line on the unit sphere) another may be to tie it. */
interface Best {
  index: number;
  distance: number;
  chordLimit: number;
}

interface TreeNode {
  /** The bounding box of the node's stops on the unit sphere, in 3-D: [minX, minY, minZ, maxX, maxY, maxZ]. */
  box: Float64Array;
  /** Stops not yet taken below this node: an empty branch is never visited again. */
  alive: number;
  parent: TreeNode | null;
  /** A leaf's stops (indices into the input), in input order; null on an inner node. */
  stops: number[] | null;
  low: TreeNode | null;
  high: TreeNode | null;
}

/**
 * The stops of a day, taken one by one, each time the nearest to a point (`takeNearest`), exactly
 * as a scan of every stop left would choose — same distance (`distance`, the caller's haversine)
 * and ties to the stop that came first — but in about log n steps instead of n: a k-d tree over
 * the stops' positions on the unit sphere, whose straight-line distance grows with the distance
 * on the ground, so a branch whose box is farther than the best stop so far is skipped. A day of
 * 5,000 clients walked with a scan is 12.5 million distances (about a second on a phone); this is
 * a few hundred thousand.
 */
export class NearestStops {
  private readonly taken: Uint8Array;
  private readonly points: Float64Array;
  private readonly leafOf: TreeNode[];
  private readonly root: TreeNode | null;

  constructor(
    private readonly stops: readonly GeoPoint[],
    private readonly distance: (from: GeoPoint, to: GeoPoint) => number,
    private readonly radiusKm: number,
  ) {
    this.taken = new Uint8Array(stops.length);
    this.points = new Float64Array(stops.length * 3);
    for (const [index, stop] of stops.entries()) this.points.set(unitVector(stop), index * 3);
    this.leafOf = new Array(stops.length);
    const order = Int32Array.from(stops.keys());
    this.root = stops.length > 0 ? this.build(order, 0, stops.length, null) : null;
  }

  /** The index of the stop not yet taken nearest to `from` (the first one on a tie), now taken; -1 when none is left. */
  takeNearest(from: GeoPoint): number {
    if (!this.root || this.root.alive === 0) return -1;
    const best: Best = {
      index: -1,
      distance: Number.POSITIVE_INFINITY,
      chordLimit: Number.POSITIVE_INFINITY,
    };
    this.search(this.root, from, unitVector(from), best);
    if (best.index >= 0) this.take(best.index);
    return best.index;
  }

  /** The node over `order[from, to)`, splitting the widest side of its box at the median, in place. */
  private build(order: Int32Array, from: number, to: number, parent: TreeNode | null): TreeNode {
    const box = this.boxOf(order, from, to);
    const node: TreeNode = { box, alive: to - from, parent, stops: null, low: null, high: null };
    if (to - from <= LEAF_SIZE) {
      node.stops = Array.from(order.subarray(from, to)).sort((a, b) => a - b);
      for (const index of node.stops) this.leafOf[index] = node;
      return node;
    }
    const axis = widestAxis(box);
    const middle = (from + to) >> 1;
    this.select(order, from, to - 1, middle, axis);
    node.low = this.build(order, from, middle, node);
    node.high = this.build(order, middle, to, node);
    return node;
  }

  /** Hoare's selection: `order[k]` becomes the stop it would be sorted by `axis`, smaller ones before it, larger after. */
  private select(order: Int32Array, left: number, right: number, k: number, axis: number): void {
    let low = left;
    let high = right;
    while (low < high) {
      const pivot = this.coordinate(order[(low + high) >> 1] as number, axis);
      let i = low;
      let j = high;
      while (i <= j) {
        while (this.coordinate(order[i] as number, axis) < pivot) i++;
        while (this.coordinate(order[j] as number, axis) > pivot) j--;
        if (i <= j) {
          const swap = order[i] as number;
          order[i] = order[j] as number;
          order[j] = swap;
          i++;
          j--;
        }
      }
      if (k <= j) high = j;
      else if (k >= i) low = i;
      else return;
    }
  }

  private search(node: TreeNode, from: GeoPoint, at: readonly number[], best: Best): void {
    if (node.alive === 0 || boxDistance(node.box, at) > best.chordLimit) return;
    if (node.stops) {
      for (const index of node.stops) {
        // The straight line first (three products): only a stop that may be as near is measured.
        if (this.taken[index] || this.chordTo(index, at) > best.chordLimit) continue;
        const distance = this.distance(from, this.stops[index] as GeoPoint);
        if (distance < best.distance || (distance === best.distance && index < best.index)) {
          best.index = index;
          best.distance = distance;
          best.chordLimit = this.chordOf(distance) * (1 + BOUND_SLACK) + BOUND_SLACK;
        }
      }
      return;
    }
    const low = node.low as TreeNode;
    const high = node.high as TreeNode;
    const lowFirst = boxDistance(low.box, at) <= boxDistance(high.box, at);
    this.search(lowFirst ? low : high, from, at, best);
    this.search(lowFirst ? high : low, from, at, best);
  }

  private take(index: number): void {
    this.taken[index] = 1;
    for (let node: TreeNode | null = this.leafOf[index] ?? null; node; node = node.parent) node.alive--;
  }

  /** The straight line through the unit sphere that an arc of `distanceKm` on the ground spans. */
  private chordOf(distanceKm: number): number {
    return 2 * Math.sin(Math.min(Math.PI / 2, distanceKm / (2 * this.radiusKm)));
  }

  private chordTo(index: number, at: readonly number[]): number {
    const dx = (this.points[index * 3] as number) - (at[0] as number);
    const dy = (this.points[index * 3 + 1] as number) - (at[1] as number);
    const dz = (this.points[index * 3 + 2] as number) - (at[2] as number);
    return Math.sqrt(dx * dx + dy * dy + dz * dz);
  }

  private coordinate(index: number, axis: number): number {
    return this.points[index * 3 + axis] as number;
  }

  private boxOf(order: Int32Array, from: number, to: number): Float64Array {
    const box = new Float64Array([
      Number.POSITIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ]);
    for (let at = from; at < to; at++)
      for (let axis = 0; axis < 3; axis++) {
        const value = this.coordinate(order[at] as number, axis);
        if (value < (box[axis] as number)) box[axis] = value;
        if (value > (box[axis + 3] as number)) box[axis + 3] = value;
      }
    return box;
  }
}

/** A position as a point on the unit sphere: the straight line between two grows with the arc. */
function unitVector({ lat, long }: GeoPoint): [number, number, number] {
  const phi = toRadians(lat);
  const lambda = toRadians(long);
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

function widestAxis(box: Float64Array): number {
  let axis = 0;
  for (let candidate = 1; candidate < 3; candidate++)
    if (
      (box[candidate + 3] as number) - (box[candidate] as number) >
      (box[axis + 3] as number) - (box[axis] as number)
    )
      axis = candidate;
  return axis;
}

/** The straight-line distance from a point to the nearest point of a box (0 inside it). */
function boxDistance(box: Float64Array, at: readonly number[]): number {
  let sum = 0;
  for (let axis = 0; axis < 3; axis++) {
    const value = at[axis] as number;
    const below = (box[axis] as number) - value;
    const above = value - (box[axis + 3] as number);
    const gap = below > 0 ? below : above > 0 ? above : 0;
    sum += gap * gap;
  }
  return Math.sqrt(sum);
}
