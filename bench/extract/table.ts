// Fixed-width table rows and number formats shared by the benchmark's printed reports.

export function row(cells: readonly string[], firstWidth = 36, width = 16): string {
  const [first = "", ...rest] = cells;
  return [first.padEnd(firstWidth), ...rest.map((cell) => cell.padEnd(width))].join("").trimEnd();
}

export function fixed(value: number): string {
  return value.toFixed(3);
}

export function ratio(numerator: number, denominator: number): string {
  return denominator === 0 ? "-" : `${(numerator / denominator).toFixed(2)}x`;
}
