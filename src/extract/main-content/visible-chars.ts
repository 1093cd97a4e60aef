// The visible characters of a text, the measure the choices made on a text's size read.

/** Characters that are not whitespace (as `\s` reads it), counted without building a copy of the text. */
export function countVisible(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) if (!isWhitespace(text.charCodeAt(index))) count++;
  return count;
}

/** The characters `\s` matches in a JavaScript regular expression. */
export function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
