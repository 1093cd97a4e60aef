import { describe, expect, it } from "vitest";
import { TextWriter } from "./text-writer.js";

describe("TextWriter", () => {
  it("collapses whitespace and keeps single spaces between inline pieces", () => {
    const writer = new TextWriter();
    writer.write("  Hello\n   big ");
    writer.write("world");
    writer.write(" ");
    writer.write("again\u00a0!");
    expect(writer.toString()).toBe("Hello big world again !");
  });

  it("collapses every kind of whitespace run, and keeps texts whose spaces are single as they are", () => {
    const writer = new TextWriter();
    writer.write("one two");
    writer.write(" \n\t ");
    writer.write("three  four\u2003five\ufeffsix\tseven");
    writer.write("\u3000");
    writer.write("eight");
    expect(writer.toString()).toBe("one two three four five six seven eight");
  });

  it("writes the strongest pending break once, and none at the start or end", () => {
    const writer = new TextWriter();
    writer.breakBlock();
    writer.write("first");
    writer.breakLine();
    writer.breakBlock();
    writer.breakLine();
    writer.write("second");
    writer.breakLine();
    writer.write("third");
    writer.breakBlock();
    expect(writer.toString()).toBe("first\n\nsecond\nthird");
  });

  it("keeps preformatted text exactly and does not stack breaks after its own newlines", () => {
    const writer = new TextWriter();
    writer.write("before");
    writer.breakBlock();
    writer.writePreformatted("  indented\n\nlast\n");
    writer.breakBlock();
    writer.write("after");
    expect(writer.toString()).toBe("before\n\n  indented\n\nlast\n\nafter");
  });

  it("writes a separator only between items on the same line", () => {
    const writer = new TextWriter();
    writer.writeSeparator(" | ");
    writer.write("a");
    writer.writeSeparator(" | ");
    writer.write("b");
    writer.breakLine();
    writer.writeSeparator(" | ");
    writer.write("c");
    expect(writer.toString()).toBe("a | b\nc");
  });

  it("forgets what was written since a mark, breaks included", () => {
    const writer = new TextWriter();
    writer.write("kept");
    writer.breakBlock();
    const mark = writer.mark();
    writer.write("quoted");
    writer.breakBlock();
    expect(writer.textBetween(mark.parts)).toBe("\n\nquoted");
    writer.rollback(mark);
    writer.write("next");
    expect(writer.toString()).toBe("kept\n\nnext");
  });
});
