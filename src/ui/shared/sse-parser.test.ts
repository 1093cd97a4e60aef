import { describe, expect, it } from "vitest";
import { createSseParser, type SseMessage } from "./sse-parser.js";

function parseInChunks(chunks: string[]): SseMessage[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe("createSseParser", () => {
  it("parses named events with JSON data", () => {
    const messages = parseInChunks([
      'event: progress\ndata: {"type":"crawl-started"}\n\n',
      'event: answer-delta\ndata: {"text":"Hi"}\n\n',
    ]);
    expect(messages).toEqual([
      { event: "progress", data: '{"type":"crawl-started"}' },
      { event: "answer-delta", data: '{"text":"Hi"}' },
    ]);
  });

  it("gives the same messages whatever the chunk boundaries, CRLF split across chunks included", () => {
    const stream = 'event: done\r\ndata: {"a":1}\r\n\r\n: keep-alive\r\n\r\nevent: error\r\ndata: x\r\n\r\n';
    const whole = parseInChunks([stream]);
    expect(whole).toEqual([
      { event: "done", data: '{"a":1}' },
      { event: "error", data: "x" },
    ]);
    for (let split = 1; split < stream.length; split++) {
      expect(parseInChunks([stream.slice(0, split), stream.slice(split)])).toEqual(whole);
    }
    expect(parseInChunks([...stream])).toEqual(whole);
  });

  it("joins multi-line data, strips one leading space, defaults the event name and keeps ids", () => {
    expect(parseInChunks(["id: 7\ndata:  two spaces\ndata:line2\n\n", "data\n\n"])).toEqual([
      { event: "message", data: " two spaces\nline2", id: "7" },
      { event: "message", data: "", id: "7" },
    ]);
  });

  it("ignores comments, a leading BOM, events without data, and an unterminated last message", () => {
    expect(
      parseInChunks(["\uFEFF: hello\nevent: empty\n\nevent: ok\ndata: 1\n\nevent: cut\ndata: 2"]),
    ).toEqual([{ event: "ok", data: "1" }]);
  });

  it("accepts lone CR line endings", () => {
    expect(parseInChunks(["event: a\rdata: 1\r\r"])).toEqual([{ event: "a", data: "1" }]);
  });
});
