/**
 * The median of the runs that measured something, for the benchmark: a run
 * whose metric could not be computed (NaN) is left out rather than left to
 * scramble the sort, and an even count takes the mean of the middle two.
 */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
