import { describe, expect, it } from "vitest";
import { createStreamedAnswer } from "./streamed-answer.js";
import { terminalText } from "./terminal-text.js";

function terminal() {
  const written: string[] = [];
  let cleared = 0;
  const answer = createStreamedAnswer({
    stdout: { write: (text: string) => written.push(text) },
    onFirst: () => cleared++,
  });
  return { answer, written, cleared: () => cleared };
}

describe("createStreamedAnswer", () => {
  it("clears the spinner once, starts a line, then writes each delta as it comes", () => {
    const { answer, written, cleared } = terminal();
    answer.write("Returns are free ");
    answer.write("within 30 days [1].");
    expect(cleared()).toBe(1);
    expect(written).toEqual(["\n", "Returns are free ", "within 30 days [1]."]);
    expect(answer.shown).toBe("Returns are free within 30 days [1].");
  });

  it("holds an escape sequence until it is complete, then drops it whole", () => {
    const { answer, written } = terminal();
    for (const delta of ["Red \u001b", "[31mtext\u001b]0;", "title\u0007 done\r\nnext"]) answer.write(delta);
    const screen = written.join("");
    expect(screen).toBe("\nRed text done\nnext");
    expect(answer.shown).toBe("Red text done\nnext");
  });

  it("shows exactly the answer made safe in one go, however a hostile answer is split", () => {
    const hostile =
      "A \u001b[2J cleared \u001b]8;;https://evil.test/\u001b\\link\u001b]8;;\u001b\\ and \u009b31m C1 \u001bc reset\r\nend \u202etxt, a stray \u001b\nline";
    const whole = terminalText(hostile);
    for (let size = 1; size <= 8; size++) {
      const { answer, written } = terminal();
      for (let at = 0; at < hostile.length; at += size) answer.write(hostile.slice(at, at + size));
      expect(written.join("")).toBe(`\n${whole}`);
    }
  });

  it("starts over on a line of its own after a fallback", () => {
    const { answer, written } = terminal();
    answer.write("The model began");
    answer.restart();
    answer.write("The offline answer.");
    expect(written.join("")).toBe("\nThe model began\nThe offline answer.");
    expect(answer.shown).toBe("The offline answer.");
  });
});
