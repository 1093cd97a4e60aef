// Dollar amounts for people: cents for ordinary amounts, and enough digits that a small one is not "$0.00".

/** Decimals shown at most (a millionth of a dollar). */
const MAX_DECIMALS = 6;

/**
 * "$2.00", "$0.10", "$0.024", "$0.001": at least two decimals, and two significant digits for amounts under a
 * dollar (trailing zeros past the cents dropped).
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return "$0.00";
  const decimals = Math.min(MAX_DECIMALS, Math.max(2, 1 - Math.floor(Math.log10(amount))));
  const [whole, fraction = ""] = amount.toFixed(decimals).split(".");
  const trimmed = fraction.replace(/0+$/, "").padEnd(2, "0");
  return `$${whole}.${trimmed}`;
}
