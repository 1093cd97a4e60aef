// Incremental Server-Sent Events parser (the WHATWG event-stream format), fed decoded text in arbitrary chunks.

export interface SseMessage {
  /** The `event:` field; "message" when the stream named none. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
  /** The last `id:` seen, if any. */
  id?: string;
}

export interface SseParser {
  /** Feeds the next chunk of text and returns the messages it completed. */
  push(chunk: string): SseMessage[];
  /** Ends the stream: a message without its closing blank line is dropped, as the format requires. */
  end(): SseMessage[];
}

export function createSseParser(): SseParser {
  let buffer = "";
  let atStreamStart = true;
  let eventName = "";
  let dataLines: string[] = [];
  let lastId: string | undefined;

  const dispatch = (messages: SseMessage[]) => {
    if (dataLines.length > 0) {
      const message: SseMessage = { event: eventName || "message", data: dataLines.join("\n") };
      if (lastId !== undefined) message.id = lastId;
      messages.push(message);
    }
    eventName = "";
    dataLines = [];
  };

  const processLine = (line: string, messages: SseMessage[]) => {
    if (line === "") return dispatch(messages);
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") dataLines.push(value);
    else if (field === "id" && !value.includes("\0")) lastId = value;
    // "retry" and unknown fields are ignored: the client never reconnects on its own.
  };

  return {
    push(chunk) {
      buffer += chunk;
      if (atStreamStart && buffer.length > 0) {
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
        atStreamStart = false;
      }
      const messages: SseMessage[] = [];
      let lineStart = 0;
      for (let index = 0; index < buffer.length; index++) {
        const character = buffer[index];
        if (character !== "\n" && character !== "\r") continue;
        // A CR at the very end may be the first half of CRLF: wait for the next chunk to decide.
        if (character === "\r" && index === buffer.length - 1) break;
        processLine(buffer.slice(lineStart, index), messages);
        if (character === "\r" && buffer[index + 1] === "\n") index++;
        lineStart = index + 1;
      }
      buffer = buffer.slice(lineStart);
      return messages;
    },
    end() {
      const messages: SseMessage[] = [];
      if (buffer.endsWith("\r")) {
        processLine(buffer.slice(0, -1), messages);
        buffer = "";
      }
      eventName = "";
      dataLines = [];
      return messages;
    },
  };
}
