import { describe, expect, it } from "vitest";
import { createPassageIndex, type ScoredPassage, splitIntoPassages } from "../../../knowledge/index.js";
import type { DecisionContext, FrontierLink } from "../reasoner.js";
import type { Turn } from "../state.js";
import { termWeights } from "../term-weights.js";
import { decideOffline, draftOffline, judgeDraft } from "./offline-reasoner.js";

const ORIGIN = "https://shop.test";

/** A decision context over pages read (title → text) and a frontier of unvisited links. */
function contextFor(options: {
  question: string;
  pages: Record<string, string>;
  frontier?: Array<[path: string, anchor: string]>;
  iteration?: number;
  maxUrls?: number;
  /** Share of link text per page title (a hub, a home page of blurbs). */
  linkShare?: Record<string, number>;
  history?: Turn[];
}): DecisionContext {
  const index = createPassageIndex();
  const passages: ScoredPassage[] = [];
  Object.entries(options.pages).forEach(([title, text], pageIndex) => {
    const split = splitIntoPassages({ pageIndex, url: `${ORIGIN}/page-${pageIndex}`, title, text });
    index.add(split);
    passages.push(...split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })));
  });
  const pageCount = Object.keys(options.pages).length;
  const frontier: FrontierLink[] = (options.frontier ?? []).map(([path, anchor], position) => ({
    index: pageCount + position,
    url: `${ORIGIN}${path}`,
    anchor,
  }));
  return {
    question: options.question,
    query: options.question,
    termWeights: termWeights({ question: options.question, history: options.history, index }),
    history: options.history ?? [],
    instruction: "",
    passages,
    frontier,
    visited: Object.keys(options.pages).map((title, pageIndex) => ({
      index: pageIndex,
      url: `${ORIGIN}/page-${pageIndex}`,
      title,
      ...(options.linkShare?.[title] === undefined ? {} : { linkShare: options.linkShare[title] }),
    })),
    iteration: options.iteration ?? 1,
    maxUrls: options.maxUrls ?? 4,
  };
}

const picks = (context: DecisionContext) => {
  const decision = decideOffline(context);
  return decision.decision === "explore"
    ? decision.selectedUrlIndices.map(
        (index) => new URL(context.frontier.find((link) => link.index === index)?.url ?? "").pathname,
      )
    : "answer";
};

const HOME = "Welcome to Trail Shop, outdoor gear since 1990. Tents, packs and boots for every season.";

describe("decideOffline", () => {
  it("answers when a page read holds the question's words and the kind of value it asks for", () => {
    const context = contextFor({
      question: "How long does standard shipping take?",
      pages: { Home: HOME, Shipping: "Standard shipping takes 3 to 5 business days." },
      frontier: [["/help/shipping-faq", "Shipping questions"]],
    });
    expect(picks(context)).toBe("answer");
  });

  it("first reads a link naming the question far better than any page read when the best unit holds part of it", () => {
    const pages = {
      Home: HOME,
      "Frequently asked questions":
        "Orders: standard shipping takes 3 to 5 business days.\n\nWe also deliver to Canada and Mexico.",
    };
    const question = "How long does standard shipping to Canada take?";
    const frontier: Array<[string, string]> = [
      ["/help/shipping-canada", "Shipping to Canada"],
      ["/products/lantern", "Lantern"],
    ];
    expect(picks(contextFor({ question, pages, frontier, iteration: 1 }))).toEqual(["/help/shipping-canada"]);
    // Later rounds answer from what was read; so does a round that read a page whose title names the question.
    expect(picks(contextFor({ question, pages, frontier, iteration: 4 }))).toBe("answer");
    const named = { Home: HOME, "Standard shipping to Canada": pages["Frequently asked questions"] };
    expect(picks(contextFor({ question, pages: named, frontier, iteration: 1 }))).toBe("answer");
  });

  it("keeps exploring when the words are there but the value asked for is not", () => {
    const context = contextFor({
      question: "How long does standard shipping take?",
      pages: { Home: HOME, Shipping: "We offer standard shipping on every order, and express shipping too." },
      frontier: [["/help/shipping-times", "Shipping times"]],
    });
    expect(picks(context)).toEqual(["/help/shipping-times"]);
  });

  it("follows a link an answering passage points to for a round or two, then answers", () => {
    const pages = {
      Home: HOME,
      "Canister Stove":
        "Safety notice: some earlier canister stove units are affected by a recall. Check your stove.",
    };
    const frontier: Array<[string, string]> = [
      ["/help/product-safety", "Check your stove"],
      ["/products/lantern", "Lantern"],
    ];
    const question = "Is there a recall on the canister stove?";
    expect(picks(contextFor({ question, pages, frontier, iteration: 1 }))).toEqual(["/help/product-safety"]);
    expect(picks(contextFor({ question, pages, frontier, iteration: 4 }))).toBe("answer");
  });

  it("spends half a round on hub pages when the best links name only part of the question", () => {
    const context = contextFor({
      question: "Can I rent a tent?",
      pages: { Home: HOME },
      frontier: [
        ["/tents/dome", "Dome tent"],
        ["/tents/tunnel", "Tunnel tent"],
        ["/tents/cabin", "Cabin tent"],
        ["/help/faq", "FAQ"],
        ["/about", "About us"],
      ],
    });
    expect(picks(context)).toEqual(["/tents/dome", "/tents/tunnel", "/help/faq", "/about"]);
  });

  it("reads the page a teaser links to before answering from the teaser (a hub's one-line description)", () => {
    const pages = {
      Home: HOME,
      "Help center":
        "Returns\nHow to return any item you bought and get your money back.\nShipping\nDelivery times and rates.",
    };
    const frontier: Array<[string, string]> = [
      ["/help/shipping", "Shipping"],
      ["/help/returns", "Return an item"],
    ];
    const question = "How do I return an item?";
    // Mostly links: the description only names the topic the link leads to.
    expect(picks(contextFor({ question, pages, frontier, linkShare: { "Help center": 0.7 } }))).toEqual([
      "/help/returns",
    ]);
    // The same text on an article page (few links) answers.
    expect(picks(contextFor({ question, pages, frontier, linkShare: { "Help center": 0.05 } }))).toBe(
      "answer",
    );
    // Bounded: late in the run, the teaser is what there is.
    expect(
      picks(contextFor({ question, pages, frontier, linkShare: { "Help center": 0.7 }, iteration: 4 })),
    ).toBe("answer");
  });

  it("reads the page a blurb names, even on a page of few links", () => {
    const context = contextFor({
      question: "What is the returns policy?",
      pages: { Home: `${HOME}\nOur returns policy is on the store website.` },
      frontier: [
        ["/tents", "Tents"],
        ["/help/returns", "Returns policy"],
      ],
    });
    expect(picks(context)).toEqual(["/help/returns"]);
  });

  it("reads the page a passage it would quote points to ('see the … guide'), whatever texts the link was kept with", () => {
    const pages = {
      Home: HOME,
      FAQ: "Items bought on sale can be returned within 14 days. For exchanges, see the sale returns guide.",
    };
    // The link's texts from menus, in other words than the passage's.
    const frontier: Array<[string, string]> = [
      ["/help/gift-cards", "Gift cards"],
      ["/help/sale-returns", "Guide: returns (sale)"],
    ];
    const question = "Can I return an item I bought on sale?";
    expect(picks(contextFor({ question, pages, frontier }))).toEqual(["/help/sale-returns"]);
    // Without the pointer, the passage answers.
    const plain = { ...pages, FAQ: "Items bought on sale can be returned within 14 days." };
    expect(picks(contextFor({ question, pages: plain, frontier }))).toBe("answer");
    // Bounded: late in the run, what was read is answered from.
    expect(picks(contextFor({ question, pages, frontier, iteration: 4 }))).toBe("answer");
  });

  it("reads a link naming what a how-to question asks to do when the best passage never names it", () => {
    const pages = {
      Home: HOME,
      "Package store":
        "The package store keeps one copy of every package on your disk.\n\nYou can delete node_modules at any time.",
    };
    const frontier: Array<[string, string]> = [
      ["/store/status", "Store status"],
      ["/store/delete", "Delete the store"],
    ];
    const question = "How do I delete the package store from my disk?";
    // The page holds every word, but the passage on the store does not say how to delete it.
    expect(picks(contextFor({ question, pages, frontier }))).toEqual(["/store/delete"]);
    // Bounded: late in the run, what was read is answered from.
    expect(picks(contextFor({ question, pages, frontier, iteration: 4 }))).toBe("answer");
    // A passage naming the action answers.
    const answering = { ...pages, "Package store": "Delete the package store from your disk with rm -rf." };
    expect(picks(contextFor({ question, pages: answering, frontier }))).toBe("answer");
  });

  it("follows a nearly answering passage to the kind of page the question asks for before answering", () => {
    const question = "Which hook types the props of a modal dialog component in TypeScript?";
    const pages = {
      Home: HOME,
      "TypeScript guide":
        "Typing the props of a dialog component in TypeScript: pass a type argument to the props hook.",
      "Render functions":
        "A modal dialog component written in TypeScript as a render function is typed as the Hooks API explains.",
    };
    const frontier: Array<[string, string]> = [
      ["/guide/dialogs", "Dialog patterns"],
      ["/api/hooks", "Hooks API"],
    ];
    expect(picks(contextFor({ question, pages, frontier }))).toEqual(["/api/hooks"]);
    // A passage pointing as close to another kind of page is not enough to leave a page that answers.
    const other: Array<[string, string]> = [
      ["/guide/dialogs", "Dialog patterns"],
      ["/guide/hooks", "Hooks guide"],
    ];
    const plain = {
      ...pages,
      "Render functions": pages["Render functions"].replace("Hooks API", "Hooks guide"),
    };
    expect(picks(contextFor({ question, pages: plain, frontier: other }))).toBe("answer");
    // Bounded: late in the run, what was read is answered from.
    expect(picks(contextFor({ question, pages, frontier, iteration: 4 }))).toBe("answer");
  });

  it("reads the page only it answers from (the CI page for a CI service) before answering from a page on the topic", () => {
    const question = "Which command installs trailcli on GitLab CI?";
    const pages = {
      Home: "Trailcli is a command-line tool for trail maps.",
      Installation:
        "Install trailcli with the command npm install -g trailcli.\n\nOn GitLab CI, trailcli can also lint the maps a merge request changes.",
    };
    const frontier: Array<[string, string]> = [
      ["/maps/lint", "Linting maps"],
      ["/continuous-integration", "Continuous Integration"],
    ];
    // The installation page holds every word of the question, yet only the CI page says how a pipeline gets the tool.
    expect(picks(contextFor({ question, pages, frontier }))).toEqual(["/continuous-integration"]);
    // Once a page of that kind is read, what was read is answered from.
    const read = {
      ...pages,
      "Continuous Integration": "Add a job to .gitlab-ci.yml that runs npm install -g trailcli.",
    };
    expect(picks(contextFor({ question, pages: read, frontier: frontier.slice(0, 1) }))).toBe("answer");
    // A question naming no CI service answers from the installation page.
    expect(picks(contextFor({ question: "Which command installs trailcli?", pages, frontier }))).toBe(
      "answer",
    );
    // Bounded: late in the run, what was read is answered from.
    expect(picks(contextFor({ question, pages, frontier, iteration: 4 }))).toBe("answer");
  });

  it("does not read another language's copy of a page that only the kind asked for makes relevant", () => {
    const question = "Who do you share my personal information with?";
    const pages = {
      Home: HOME,
      Account: "Your account page lists your personal information and your orders.",
    };
    const translated: Array<[string, string]> = [["/es/privacidad", "Privacidad"]];
    // The Spanish privacy policy names nothing the English question asks; the English one is not linked here.
    expect(picks(contextFor({ question, pages, frontier: translated, iteration: 3 }))).toBe("answer");
    const own: Array<[string, string]> = [...translated, ["/privacy", "Privacy policy"]];
    expect(picks(contextFor({ question, pages, frontier: own, iteration: 3 }))).toEqual(["/privacy"]);
  });

  it("reads 'get rid of' as the action, and a link that undoes the thing as naming it", () => {
    const pages = {
      Home: HOME,
      "Gear lists":
        "A gear list groups the tents and packs you want for a trip.\n\nMake a gear list from any product page; a gear list you made is kept on your account.\n\nA hip belt will rid your shoulders of most of a pack's weight.",
    };
    const frontier: Array<[string, string]> = [
      ["/account/settings", "Account settings"],
      ["/get-started", "Get started"],
      ["/lists/unlist", "Unlist a product"],
    ];
    const question = "How do I get rid of a gear list I made?";
    // "get" is not the action ("Get started" is no way to remove anything); "unlist" undoes the question's list.
    expect(picks(contextFor({ question, pages, frontier }))).toEqual(["/lists/unlist"]);
  });

  it("judges a follow-up on its own words: the last answer's page does not answer 'what about X?'", () => {
    const pages = {
      Home: HOME,
      Returns: "You can return unused items within 30 days of delivery for a full refund on all orders.",
    };
    const history: Turn[] = [
      {
        question: "What is your return policy?",
        answer: "Within 30 days. [1]",
        refused: false,
        sources: [1],
      },
    ];
    const question = "What about for international orders?";
    const frontier: Array<[string, string]> = [["/help/international-returns", "International returns"]];
    expect(picks(contextFor({ question, pages, frontier, history }))).toEqual([
      "/help/international-returns",
    ]);
    const known = {
      ...pages,
      "International returns": "International orders can be returned within 45 days of delivery.",
    };
    expect(picks(contextFor({ question, pages: known, frontier, history }))).toBe("answer");
  });

  it("does not dig through the site's sections when none of the question's words appear anywhere", () => {
    const context = contextFor({
      question: "Who won the football world cup in 2018?",
      pages: { Home: HOME },
      frontier: [
        ["/tents", "Tents"],
        ["/packs", "Packs"],
        ["/help/faq", "FAQ"],
      ],
    });
    expect(picks(context)).toEqual(["/help/faq"]);
    expect(picks({ ...context, iteration: 3 })).toBe("answer");
  });

  it("stops exploring once a round's pages add no coverage to an answer, and keeps going while they do", () => {
    const question = "How long does a warranty claim for a tent take to process?";
    const frontier: Array<[string, string]> = [["/help/warranty-claims", "Warranty claims for tents"]];
    // The last two pages read (this round's) say nothing the first ones did not, and no link left names more of
    // the question than they do (offline-reasoner-stall.test.ts: when one does).
    const flat = contextFor({
      question,
      pages: {
        Home: HOME,
        Warranty: "Every tent carries a warranty, and our team processes each warranty claim.",
        Tents: "Our tents come in two and four person sizes.",
        Packs: "Our packs come in three sizes.",
      },
      frontier: [["/help/tent-sizes", "Tent sizes"]],
      iteration: 3,
      maxUrls: 2,
    });
    expect(picks(flat)).toBe("answer");
    expect(picks({ ...flat, iteration: 2 })).toEqual(["/help/tent-sizes"]);
    // The newest page brought the claim's words: worth another round.
    const rising = contextFor({
      question,
      pages: {
        Home: HOME,
        Packs: "Our packs come in three sizes.",
        Tents: "Our tents come in two and four person sizes.",
        Warranty: "Every tent carries a warranty, and our team processes each warranty claim.",
      },
      frontier,
      iteration: 3,
      maxUrls: 2,
    });
    expect(picks(rising)).toEqual(["/help/warranty-claims"]);
    // Nothing read would answer yet: the rest of the budget may still find the page.
    const unanswered = contextFor({
      question,
      pages: { Home: HOME, Tents: "Our tents come in two and four person sizes.", Packs: "Three sizes." },
      frontier,
      iteration: 3,
      maxUrls: 2,
    });
    expect(picks(unanswered)).toEqual(["/help/warranty-claims"]);
  });
});

describe("draftOffline", () => {
  const draftContext = (question: string, pages: Record<string, string>) => ({
    ...contextFor({ question, pages }),
    siteNames: ["shop.test"],
  });

  it("answers with the sentence that holds the question's words and cites its page", () => {
    const draft = draftOffline(
      draftContext("How long does standard shipping take?", {
        Home: HOME,
        Shipping: "Standard shipping takes 3 to 5 business days. Express shipping takes 2 days.",
      }),
    );
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("3 to 5 business days");
    expect(draft.citedPageIndices).toEqual([1]);
  });

  it("refuses when the question's words are only scattered over a page, never together", () => {
    const draft = draftOffline(
      draftContext("What will the weather be like in Denver this weekend?", {
        Home: HOME,
        Careers:
          "We hire people who spend their weekends outside.\n\nOpen roles\n\nRetail expert, Denver store.",
      }),
    );
    expect(draft.refused).toBe(true);
    expect(draft.citedPageIndices).toEqual([]);
    expect(draft.answer).toMatch(/couldn't find an answer to that on shop\.test/);
  });
});

describe("judgeDraft", () => {
  const draftContext = (question: string, pages: Record<string, string>) => ({
    ...contextFor({ question, pages }),
    siteNames: ["shop.test"],
  });
  const PAGES = {
    Home: HOME,
    Shipping: "Standard shipping takes 3 to 5 business days. Express shipping takes 2 days.",
  };

  it("names every check that refuses a question, not only the first", () => {
    const judged = judgeDraft(draftContext("What is a good banana bread recipe?", PAGES));
    expect(judged.refusals).toEqual(["unknown-subject", "page", "unit"]);
    expect(judged.unknown).toEqual(expect.arrayContaining(["banana", "bread"]));
    expect(draftOffline(draftContext("What is a good banana bread recipe?", PAGES)).refused).toBe(true);
  });

  it("names none for a question a sentence answers, with that sentence's and page's coverage", () => {
    const judged = judgeDraft(draftContext("How long does standard shipping take?", PAGES));
    expect(judged.refusals).toEqual([]);
    expect(judged.unitCoverage).toBeGreaterThanOrEqual(0.45);
    expect(judged.pageCoverage).toBeGreaterThanOrEqual(0.5);
  });
});

describe("draftOffline on a count of a named thing", () => {
  const QUESTION = "What is the maximum number of gift registry items I can add?";
  const withLimits = (limits: string) => ({
    ...contextFor({ question: QUESTION, pages: { Home: HOME, Limits: limits } }),
    siteNames: ["shop.test"],
  });

  it("refuses when no page read gives a number of what the question counts (a number of days is not one)", () => {
    const draft = draftOffline(
      withLimits(
        "A gift registry has a maximum number of items you add from product pages. It stays open for 90 days.",
      ),
    );
    expect(draft.refused).toBe(true);
  });

  it("answers when a page gives that number", () => {
    const draft = draftOffline(
      withLimits(
        "A gift registry has a maximum number of 250 items you add from product pages. It stays open for 90 days.",
      ),
    );
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("250 items");
  });
});

describe("draftOffline on a question asking since which version", () => {
  it("answers with the version that added it: 'since' asks for a version, as 'which version' does", () => {
    const draft = draftOffline({
      ...contextFor({
        question:
          "Since which version can tool pack do a dry run, so I can check what would end up in the tarball?",
        pages: {
          Home: "Tool packs, publishes and installs packages. See the commands for pack, publish and install.",
          "tool pack": `tool pack

Create a tarball from a package.

--dry-run

Added in: v10.26.0

Does everything a normal run does, except actually packing the tarball.

--json

Added in: v10.11.0

Log output in JSON format.`,
          "tool publish": `tool publish

Publishes a package to the registry. It checks the git branch first.`,
        },
      }),
      siteNames: ["tool.test"],
    });
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("v10.26.0");
  });
});

describe("draftOffline on a question that tells the visitor's story", () => {
  it("answers from the passage on the question's subject: 'because' says why the visitor asks, not what", () => {
    const draft = draftOffline({
      ...contextFor({
        question: "Our package is foo-next because foo is taken. Can we publish it as foo?",
        pages: {
          Home: "Tool builds, tests and publishes packages for teams of any size.",
          "Manifest fields": `publishConfig.name

Publishes the package under a different name than its manifest carries: a package whose published name foo is taken by a sibling otherwise needs a rename step before each publish.`,
          Teams: "A team shares one registry scope. Add members from the team page.",
        },
      }),
      siteNames: ["tool.test"],
    });
    expect(draft.refused).toBe(false);
    expect(draft.answer).toContain("publishConfig.name");
  });
});
