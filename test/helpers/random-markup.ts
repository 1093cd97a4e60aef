// Pages of random markup for tests that compare our parser or tokenizer with htmlparser2's on the same input: each
// page is 1 to 16 pieces drawn from `fragments`, by a seeded generator so a failure names a page that comes back.

/** `count` pages, each joined from pieces of `fragments` drawn by a linear congruential generator from `seed`. */
export function* randomMarkup(seed: number, fragments: readonly string[], count: number): Generator<string> {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  for (let page = 0; page < count; page++) {
    let html = "";
    const pieces = 1 + Math.floor(random() * 16);
    for (let piece = 0; piece < pieces; piece++) html += fragments[Math.floor(random() * fragments.length)];
    yield html;
  }
}
