// Which webscout session an OpenAI-style request continues. OpenAI clients resend the whole conversation on every
// turn and know nothing of sessions, so: an `X-Webscout-Session` header wins, then the `user` field (one session
// per user), then a conversation this server answered before (its earlier turns, our replies included, seen from
// the same client); otherwise a new session.
import { createHash } from "node:crypto";
import type { ConversationTurn } from "./openai-request.js";
import { sessionIdSchema } from "./request-schemas.js";
import { InvalidRequestError } from "./server-errors.js";

export const SESSION_HEADER = "x-webscout-session";

export interface ConversationSessions {
  /** The session to continue, or undefined for a new one. Throws InvalidRequestError for a malformed header. */
  sessionFor(request: {
    header?: string;
    user?: string;
    clientKey: string;
    earlier: readonly ConversationTurn[];
  }): string | undefined;
  /** After an answer: the conversation so far (the reply included) continues `session`. */
  remember(conversation: { clientKey: string; turns: readonly ConversationTurn[]; session: string }): void;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Whitespace at the ends is not part of a turn (clients trim replies differently). */
const keyOf = (clientKey: string, turns: readonly ConversationTurn[]) =>
  sha256(JSON.stringify([clientKey, turns.map((turn) => [turn.role, turn.text.trim()])]));

export function createConversationSessions(
  options: {
    /** Conversations remembered at most; the oldest are forgotten first. Default 10 000. */ max?: number;
  } = {},
): ConversationSessions {
  const { max = 10_000 } = options;
  const sessions = new Map<string, string>();
  return {
    sessionFor({ header, user, clientKey, earlier }) {
      if (header !== undefined) {
        const parsed = sessionIdSchema.safeParse(header);
        if (!parsed.success)
          throw new InvalidRequestError(SESSION_HEADER, "expected letters, digits, '-' or '_'");
        return parsed.data;
      }
      if (user) return `user-${sha256(user).slice(0, 32)}`;
      if (earlier.length === 0) return undefined;
      return sessions.get(keyOf(clientKey, earlier));
    },
    remember({ clientKey, turns, session }) {
      const key = keyOf(clientKey, turns);
      sessions.delete(key);
      sessions.set(key, session);
      for (const oldest of sessions.keys()) {
        if (sessions.size <= max) break;
        sessions.delete(oldest);
      }
    },
  };
}
