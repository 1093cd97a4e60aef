import { describe, expect, it } from "vitest";
import { draftContextFor } from "#test/helpers/draft-context.js";
import type { DecisionContext, FrontierLink } from "../reasoner.js";
import { decideOffline } from "./offline-reasoner.js";

const ORIGIN = "https://help.test";
const QUESTION = "I have two accounts and must delete one. Which one should I keep?";
/** Read in order; the last two (the third round's picks, lifted by the word "account") add nothing. */
const PAGES: Record<string, string> = {
  "Delete your account":
    "To delete one account, sign in and open your settings. You must confirm before we delete it.",
  "Verify your identity": "Verify your identity to use partner agencies. You must have an account.",
  "Phone number": "Add a phone number to your account. You must confirm it.",
};

/** The third round's decision over the pages above, with `frontier` (path, link text) unread. */
function thirdRound(
  frontier: Array<[path: string, anchor: string]>,
  question = QUESTION,
  pages = PAGES,
): DecisionContext {
  const { siteNames: _siteNames, ...read } = draftContextFor({ question, pages, origin: ORIGIN });
  const links: FrontierLink[] = frontier.map(([path, anchor], position) => ({
    index: 10 + position,
    url: `${ORIGIN}${path}`,
    anchor,
  }));
  return { ...read, frontier: links, iteration: 3, maxUrls: 2 };
}

function picked(context: DecisionContext): string[] | "answer" {
  const decision = decideOffline(context);
  if (decision.decision === "answer") return "answer";
  return decision.selectedUrlIndices.map((index) => {
    const link = context.frontier.find((candidate) => candidate.index === index);
    return new URL(link?.url ?? ORIGIN).pathname;
  });
}

describe("decideOffline when a round added nothing", () => {
  it("answers from what was read when no unread link names more of the question than that round's pages", () => {
    expect(picked(thirdRound([["/help/selfie", "Take a selfie for your account"]]))).toBe("answer");
  });

  it("first reads a link naming clearly more of the question than any page of the round that stalled", () => {
    expect(
      picked(
        thirdRound([
          ["/help/selfie", "Take a selfie for your account"],
          ["/help/duplicates", "Keep one of two duplicate accounts"],
        ]),
      ),
    ).toEqual(["/help/duplicates"]);
  });

  it("first reads an untried link to the kind of page asked for, naming less of the question than other links must", () => {
    // "Is there an option for that?" asks for the settings reference; "Account settings" names only "account".
    const question = `${QUESTION} Is there an option for that?`;
    const pages = {
      ...PAGES,
      "Delete your account":
        "To delete one account, sign in and open the options of your settings. You must confirm before we delete it.",
    };
    const frontier: Array<[string, string]> = [
      ["/help/selfie", "Take a selfie for your account"],
      ["/settings/accounts", "Account settings"],
    ];
    expect(picked(thirdRound(frontier, question, pages))).toEqual(["/settings/accounts"]);
    // The same words on a link to another kind of page: the round that stalled ends the search.
    expect(picked(thirdRound(frontier.slice(0, 1), question, pages))).toBe("answer");
  });
});
