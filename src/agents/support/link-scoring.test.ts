import { describe, expect, it } from "vitest";
import { type ScoredPassage, tokenize } from "../../knowledge/index.js";
import { pathLanguage, scoreLinks } from "./link-scoring.js";
import type { FrontierLink } from "./reasoner.js";

const ORIGIN = "https://shop.test";

function weightsOf(question: string) {
  return Object.assign(new Map(tokenize(question).map((term) => [term, 1])), { context: new Set<string>() });
}

function link(index: number, path: string, anchor: string): FrontierLink {
  return { index, url: `${ORIGIN}${path}`, anchor };
}

function byIndex(links: ReturnType<typeof scoreLinks>) {
  return new Map(links.map((scored) => [scored.index, scored]));
}

describe("scoreLinks", () => {
  it("scores the question's words in link texts above the same words in the URL, and related words lower", () => {
    const scored = byIndex(
      scoreLinks(
        [
          link(0, "/help/a1", "Payment methods"),
          link(1, "/help/payment-methods", "Read more"),
          link(2, "/help/b2", "Checkout options · Pay over time"),
          link(3, "/help/c3", "Store locations"),
        ],
        weightsOf("Can I pay in installments?"),
      ),
    );
    const relevance = (index: number) => scored.get(index)?.relevance ?? 0;
    expect(relevance(0)).toBeGreaterThan(0);
    expect(relevance(0)).toBeGreaterThan(relevance(1));
    expect(relevance(1)).toBeGreaterThan(0);
    expect(relevance(2)).toBeGreaterThan(0);
    expect(relevance(3)).toBe(0);
  });

  it("connects a question to the section a site names differently ('founded' → About)", () => {
    const scored = byIndex(
      scoreLinks(
        [link(0, "/about", "About us"), link(1, "/careers", "Careers")],
        weightsOf("When were you founded?"),
      ),
    );
    expect(scored.get(0)?.relevance).toBeGreaterThan(0);
    expect(scored.get(1)?.relevance).toBe(0);
  });

  it("raises a link that a relevant passage points to, when its own words touch the question", () => {
    const passage: ScoredPassage = {
      id: "0:0",
      pageIndex: 0,
      url: `${ORIGIN}/products/stove`,
      title: "Canister Stove",
      text: "Safety notice: some earlier units are affected by a voluntary recall. Check your stove.",
      position: 0,
      score: 3,
      matchedTerms: [],
    };
    const weights = weightsOf("Is there a recall on the canister stove?");
    const links = [
      link(5, "/help/product-safety", "Check your stove"),
      link(6, "/help/stoves", "Stove guide"),
    ];
    const without = byIndex(scoreLinks(links, weights));
    const withPassage = byIndex(scoreLinks(links, weights, { passages: [passage] }));
    expect(withPassage.get(5)?.reference).toBeGreaterThan(0.5);
    expect(withPassage.get(5)?.relevance).toBeGreaterThan(without.get(5)?.relevance ?? 0);
    expect(withPassage.get(5)?.relevance).toBeGreaterThan(withPassage.get(6)?.relevance ?? 0);
    expect(withPassage.get(6)?.reference).toBe(0);
  });

  it("follows a topic that a relevant passage names in other words than the question's, not a generic link", () => {
    const passage = (text: string): ScoredPassage => ({
      id: "0:0",
      pageIndex: 0,
      url: `${ORIGIN}/guide/cdn`,
      title: "从 CDN 使用",
      text,
      position: 0,
      score: 3,
      matchedTerms: [],
    });
    const question = "从 CDN 引入时上线用哪个文件？";
    const weights = weightsOf(question);
    const links = [
      link(0, "/guide/deploy", "正式构建"),
      link(1, "/guide/more", "了解更多"),
      link(2, "/blog", "博客"),
    ];
    const read = [passage("从 CDN 引入时上线用哪个文件，请看正式构建，了解更多。")];
    const scored = byIndex(scoreLinks(links, weights, { passages: read, question }));
    expect(scored.get(0)?.own).toBe(0);
    expect(scored.get(0)?.relevance).toBeGreaterThan(0);
    // A passage that only touches the question (a word of it) points nowhere in particular.
    const weak = [passage("CDN 节点遍布全球，详见正式构建。")];
    expect(byIndex(scoreLinks(links, weights, { passages: weak, question })).get(0)?.relevance).toBe(0);
    expect(scored.get(1)?.relevance).toBe(0);
    expect(scored.get(2)?.relevance).toBe(0);
    // Without the passage, nothing connects the question to the page.
    expect(byIndex(scoreLinks(links, weights, { question })).get(0)?.relevance).toBe(0);
  });

  it("follows a page named in other words when the sentence around its link in a passage read names the question's words", () => {
    const read: ScoredPassage = {
      id: "0:0",
      pageIndex: 0,
      url: `${ORIGIN}/guide/faq`,
      title: "FAQ",
      text: "Drop the warnings from a production bundle by setting the compile-time flags. The testing guide covers unit tests. Read the deploy guide before going to production.",
      position: 0,
      score: 3,
      matchedTerms: [],
    };
    const question = "Can I see detailed hydration mismatch warnings in production?";
    const links = [
      link(0, "/api/flags", "compile-time flags"),
      link(1, "/guide/testing", "testing guide"),
      link(2, "/blog", "Blog"),
      link(3, "/guide/deploy", "deploy guide"),
    ];
    const scored = byIndex(scoreLinks(links, weightsOf(question), { passages: [read], question }));
    // "compile-time flags" shares no word with the question; its sentence holds "warnings" and "production".
    expect(scored.get(0)?.own).toBe(0);
    expect(scored.get(0)?.relevance).toBeGreaterThan(0);
    expect(scored.get(1)?.relevance).toBe(0);
    expect(scored.get(2)?.relevance).toBe(0);
    // One word of the question in the sentence ("production") says nothing of where the link leads.
    expect(scored.get(3)?.relevance).toBe(0);
    // Nor does a sentence around a link to a hub, linked from sentences on every topic.
    const hubRead = { ...read, text: "Drop the warnings from a production bundle: ask the support team." };
    const hubLinks = [link(0, "/support", "support team")];
    expect(scoreLinks(hubLinks, weightsOf(question), { passages: [hubRead], question })[0]?.relevance).toBe(
      0,
    );
    expect(byIndex(scoreLinks(links, weightsOf(question), { question })).get(0)?.relevance).toBe(0);
    // A link to the kind of page asked for is relevant already: its sentence does not reorder the kind's pages.
    const option = "Is there an option to show detailed hydration mismatch warnings in production?";
    const kindLinks = [
      link(0, "/configuring", "Configuring Vue"),
      link(1, "/settings/build", "Build settings"),
    ];
    const kindRead = { ...read, text: "Production warnings: see Configuring Vue for every flag." };
    const withSentence = byIndex(
      scoreLinks(kindLinks, weightsOf(option), { passages: [kindRead], question: option }),
    );
    const without = byIndex(scoreLinks(kindLinks, weightsOf(option), { question: option }));
    expect(withSentence.get(0)?.kind).toBe(true);
    expect(withSentence.get(0)?.relevance).toBe(without.get(0)?.relevance);
  });

  it("counts a passage naming a link as a reference only when the link names more than the site's own name", () => {
    const question = "How do I install a specific version of acme with the script?";
    const read: ScoredPassage = {
      id: "0:0",
      pageIndex: 0,
      url: `${ORIGIN}/faq`,
      title: "FAQ",
      text: "Run acme install first. Run acme remove to drop a package.",
      position: 0,
      score: 3,
      matchedTerms: [],
    };
    const commands =
      "add remove update audit dedupe link unlink publish pack run exec test list why outdated prune fetch store import rebuild".split(
        " ",
      );
    const links = [
      link(0, "/installation", "Installation"),
      ...commands.map((command, index) => link(index + 1, `/cli/${command}`, `acme ${command}`)),
    ];
    const remove = commands.indexOf("remove") + 1;
    const scored = byIndex(scoreLinks(links, weightsOf(question), { passages: [read], question }));
    // Every command's link says "acme": the word names the site, not the question's topic, and a passage that
    // mentions "acme remove" in passing does not lift it above the page named for the question.
    expect(scored.get(remove)?.own).toBeGreaterThan(0);
    expect(scored.get(remove)?.reference).toBe(0);
    expect(scored.get(0)?.relevance).toBeGreaterThanOrEqual(scored.get(remove)?.relevance ?? 0);
    // On a site where few links carry the word, it names the topic, and the passage's reference counts.
    const few = links.slice(0, 4);
    const fewScored = byIndex(scoreLinks(few, weightsOf(question), { passages: [read], question }));
    expect(fewScored.get(remove)?.reference).toBeGreaterThan(0);
    expect(fewScored.get(remove)?.relevance).toBeGreaterThan(fewScored.get(0)?.relevance ?? 0);
  });

  it("discounts a link to a page read already under other query parameters (sorting, next month)", () => {
    const weights = weightsOf("store events in Denver");
    const links = [link(0, "/store-events?month=10", "October"), link(1, "/stores/denver", "Denver")];
    const scored = byIndex(scoreLinks(links, weights, { visitedUrls: [`${ORIGIN}/store-events`] }));
    const fresh = byIndex(scoreLinks(links, weights));
    expect(scored.get(0)?.relevance).toBeLessThan((fresh.get(0)?.relevance ?? 0) / 2);
    expect(scored.get(1)?.relevance).toBe(fresh.get(1)?.relevance);
  });

  it("tells hub pages by their link text or last path segment, not by a /help/ prefix", () => {
    const scored = byIndex(
      scoreLinks(
        [
          link(0, "/help/faq", "FAQ"),
          link(1, "/about", "Who we are"),
          link(2, "/help/shipping", "help shipping"),
          link(3, "/help/loyalty", "Learn about our rewards"),
          link(4, "/help/privacy-policy", "Privacy"),
        ],
        weightsOf("weather tomorrow"),
      ),
    );
    expect([0, 1, 2, 3, 4].map((index) => scored.get(index)?.hub)).toEqual([true, true, false, false, true]);
  });

  it("raises links to the kind of page a question asks for: release notes for a version, settings for an option", () => {
    const links = [
      link(0, "/docs/changelog", "Changelog"),
      link(1, "/blog/2024/03/release-9-4", "blog 2024 03 release 9 4"),
      link(2, "/docs/settings", "Settings"),
      link(3, "/docs/errors", "Troubleshooting"),
      link(4, "/docs/motivation", "Motivation"),
    ];
    const version = "Which version added the dedupe-peers flag?";
    const forVersion = byIndex(scoreLinks(links, weightsOf(version), { question: version }));
    expect(forVersion.get(0)?.relevance).toBeGreaterThan(0);
    expect(forVersion.get(1)?.relevance).toBeGreaterThan(0);
    expect(forVersion.get(2)?.relevance).toBe(0);
    expect(forVersion.get(4)?.relevance).toBe(0);
    const configure = "How do I configure the store directory?";
    const forConfigure = byIndex(scoreLinks(links, weightsOf(configure), { question: configure }));
    expect(forConfigure.get(2)?.kind).toBe(true);
    expect(forConfigure.get(0)?.kind).toBe(false);
    const error = "What does ERR_PNPM_PEER_DEP_ISSUES mean?";
    expect(byIndex(scoreLinks(links, weightsOf(error), { question: error })).get(3)?.kind).toBe(true);
    const api = "What does defineProps return?";
    expect(
      byIndex(
        scoreLinks([link(0, "/api/sfc-script-setup", "API reference")], weightsOf(api), { question: api }),
      ).get(0)?.kind,
    ).toBe(true);
    const flag = "What does --frozen-lockfile do in CI?";
    expect(byIndex(scoreLinks(links, weightsOf(flag), { question: flag })).get(2)?.kind).toBe(true);
    // Chinese: a version question finds 更新日志 in a link text or a sitemap path.
    const chinese = "哪个版本新增了这个功能？";
    const zh = byIndex(
      scoreLinks(
        [link(0, "/docs/changelog", "更新日志"), link(1, "/docs/%E7%AE%80%E4%BB%8B", "简介")],
        weightsOf(chinese),
        {
          question: chinese,
        },
      ),
    );
    expect(zh.get(0)?.kind).toBe(true);
    expect(zh.get(1)?.kind).toBe(false);
    // A version mentioned is not a version asked about.
    const install = "How do I install a particular version with the install script?";
    expect(byIndex(scoreLinks(links, weightsOf(install), { question: install })).get(0)?.kind).toBe(false);
    // Without such a cue, nothing changes.
    const plain = "What is the store directory?";
    expect(byIndex(scoreLinks(links, weightsOf(plain), { question: plain })).get(2)?.relevance).toBe(0);
  });

  it("keeps a link naming the question's words above one only naming the kind of page", () => {
    const question = "Which version added the dedupe-peers setting?";
    const scored = byIndex(
      scoreLinks(
        [link(0, "/docs/changelog", "Changelog"), link(1, "/docs/dedupe-peers", "Dedupe peers")],
        weightsOf(question),
        { question },
      ),
    );
    expect(scored.get(1)?.relevance).toBeGreaterThan(scored.get(0)?.relevance ?? 0);
  });

  it("orders links to the asked kind of page by the question's words they name", () => {
    const question = "How do I configure the cache timeout?";
    const scored = byIndex(
      scoreLinks(
        [
          link(0, "/settings/network", "Network settings"),
          link(1, "/settings/cache", "Cache settings"),
          link(2, "/blog/cache-talk", "A talk about cache"),
        ],
        weightsOf(question),
        { question },
      ),
    );
    expect(scored.get(1)?.kind).toBe(true);
    expect(scored.get(1)?.relevance).toBeGreaterThan(scored.get(0)?.relevance ?? 0);
    expect(scored.get(0)?.relevance).toBeGreaterThan(0);
  });

  it("follows a version that a passage on the question's topic names to that release's notes", () => {
    const question = "Which version added the hoisting limits setting?";
    const links = [
      link(0, "/blog/releases/11.20", "pnpm 11.20"),
      link(1, "/blog/releases/11.15-11.19", "pnpm 11.15-11.19"),
      link(2, "/blog/releases/11.5", "pnpm 11.5"),
      link(3, "/settings/network", "Network"),
      link(4, "/docs/changelog", "Changelog"),
    ];
    const settings: ScoredPassage = {
      id: "0:0",
      pageIndex: 0,
      url: `${ORIGIN}/settings/node-modules`,
      title: "Node-modules settings",
      heading: "hoisting limits",
      text: "Added in: v11.5.0. Controls how far dependencies are hoisted: the hoisting limits of a workspace.",
      position: 0,
      score: 3,
      matchedTerms: [],
    };
    const before = byIndex(scoreLinks(links, weightsOf(question), { question }));
    // One release among dozens is worth less than a changelog page while no version is known…
    expect(before.get(4)?.relevance).toBeGreaterThan(before.get(0)?.relevance ?? 0);
    expect(before.get(0)?.relevance).toBeGreaterThan(0);
    expect(before.get(2)?.relevance).toBe(before.get(0)?.relevance);
    // …and the release a passage on the topic names comes first.
    const after = byIndex(scoreLinks(links, weightsOf(question), { question, passages: [settings] }));
    for (const other of [0, 1, 3, 4]) {
      expect(after.get(2)?.relevance).toBeGreaterThan(after.get(other)?.relevance ?? 0);
    }
    // A passage that is not about the question leads nowhere.
    const unrelated = { ...settings, heading: "", title: "Blog", text: "pnpm v11.5.0 is out." };
    expect(
      byIndex(scoreLinks(links, weightsOf(question), { question, passages: [unrelated] })).get(2)?.relevance,
    ).toBe(before.get(2)?.relevance);
    // Nor does a version in a question that asks no version.
    const plain = "What are the hoisting limits?";
    expect(
      byIndex(scoreLinks(links, weightsOf(plain), { question: plain, passages: [settings] })).get(2)?.kind,
    ).toBe(false);
  });

  it("finds a setting's page by the words of the identifier the question quotes", () => {
    const question = "Which option is like Yarn's nmHoistingLimits?";
    const links = [
      link(0, "/settings/node-modules", "node_modules & hoisting"),
      link(1, "/settings/network", "Network"),
      link(2, "/settings/limits", "Rate limits · Hoisting limits"),
    ];
    const scored = byIndex(scoreLinks(links, weightsOf(question), { question }));
    expect(scored.get(0)?.own).toBeGreaterThan(0);
    expect(scored.get(1)?.own).toBe(0);
    // Naming more of its words counts more.
    expect(scored.get(2)?.own).toBeGreaterThan(scored.get(0)?.own ?? 0);
    // The same words in the question as plain words count in full; as parts of an identifier, for less.
    const plain = "Which option is like Yarn's hoisting limits?";
    expect(byIndex(scoreLinks(links, weightsOf(plain), { question: plain })).get(2)?.own).toBeGreaterThan(
      scored.get(2)?.own ?? 0,
    );
  });

  it("finds a setting by the words of an identifier that is its link text (deployAllFiles)", () => {
    const question = "When I deploy, can I make pnpm copy all of the files?";
    const links = [
      link(0, "/settings/other#deployallfiles", "deployAllFiles"),
      link(1, "/settings/other#hoistpattern", "hoistPattern"),
    ];
    const scored = byIndex(scoreLinks(links, weightsOf(question), { question }));
    // deploy and files of deploy, make, pnpm, copy, files.
    expect(scored.get(0)?.own).toBeGreaterThanOrEqual(0.4);
    expect(scored.get(1)?.own).toBe(0);
  });

  it("finds the page that undoes what the question names ('get rid of a link' → unlink)", () => {
    const question = "How do I get rid of a link I made?";
    const links = [
      link(0, "/cli/unlink", "unlink"),
      link(1, "/cli/link", "link"),
      link(2, "/cli/unpack", "unpack"),
    ];
    const scored = byIndex(scoreLinks(links, weightsOf(question), { question }));
    // "unlink" names the link and its removal ("rid" → remove), "link" only the link; "unpack" undoes nothing asked.
    expect(scored.get(0)?.own).toBeGreaterThan(scored.get(1)?.own ?? 0);
    expect(scored.get(2)?.own).toBe(0);
    // Without a word of the question after "un", nothing is added.
    const other = "How do I get rid of a package?";
    expect(byIndex(scoreLinks(links, weightsOf(other), { question: other })).get(0)?.own).toBe(0);
    // A question that removes nothing gains nothing from a link that undoes its word ("uninstall" for "install").
    const install = "How do I install a link?";
    const forInstall = byIndex(scoreLinks(links, weightsOf(install), { question: install }));
    expect(forInstall.get(0)?.own).toBeLessThan(forInstall.get(1)?.own ?? 0);
  });

  it("reads the notes of a release the question names with its product ('In pnpm 11, …' → 'pnpm 11.0')", () => {
    const links = [
      link(0, "/blog/releases/11.0", "pnpm 11.0"),
      link(1, "/blog/releases/11.20", "pnpm 11.20"),
      link(2, "/blog/releases/10.0", "pnpm 10.0"),
      link(3, "/settings/cli", "CLI settings"),
    ];
    const question = "We set strictVersion before upgrading to pnpm 11. What replaces it?";
    const scored = byIndex(scoreLinks(links, weightsOf(question), { question }));
    for (const other of [1, 2, 3]) {
      expect(scored.get(0)?.relevance).toBeGreaterThan(scored.get(other)?.relevance ?? 0);
    }
    // A minor release named in full.
    const minor = "What changed for hoisting in pnpm 11.20?";
    const forMinor = byIndex(scoreLinks(links, weightsOf(minor), { question: minor }));
    expect(forMinor.get(1)?.relevance).toBeGreaterThan(forMinor.get(0)?.relevance ?? 0);
    // A number after another word names no release ("wait 3 minutes"); after the product's name, it does.
    const old = [link(4, "/blog/releases/old", "pnpm 3.0")];
    const plain = "Do I have to wait 3 minutes?";
    expect(scoreLinks(old, weightsOf(plain), { question: plain })[0]?.relevance).toBe(0);
    const named = "Do I have to wait in pnpm 3?";
    expect(scoreLinks(old, weightsOf(named), { question: named })[0]?.relevance).toBeGreaterThan(0.5);
  });

  it("ranks the site's copy in the question's language above its translations", () => {
    const links = [
      link(0, "/help/returns", "Returns and refunds"),
      link(1, "/es/help/returns", "Returns and refunds"),
      link(2, "/zh-CN/help/returns", "退货和退款"),
      link(3, "/fr/contact", "Contact"),
      link(4, "/careers", "Careers"),
    ];
    const english = byIndex(
      scoreLinks(links, weightsOf("How do refunds work?"), { question: "How do refunds work?" }),
    );
    expect(english.get(0)?.otherLanguage).toBe(false);
    expect(english.get(1)?.otherLanguage).toBe(true);
    expect(english.get(0)?.score).toBeGreaterThan(english.get(1)?.score ?? 0);
    // An unrelated link in the question's language still comes before an unrelated translation.
    expect(english.get(4)?.score).toBeGreaterThan(english.get(3)?.score ?? 0);
    expect(english.get(3)?.hub).toBe(false);
    // On a site with a Chinese copy, a Chinese question prefers it over the default-language pages.
    const chinese = byIndex(scoreLinks(links, weightsOf("退款 怎么 办理"), { question: "退款怎么办理？" }));
    expect(chinese.get(2)?.otherLanguage).toBe(false);
    expect(chinese.get(0)?.otherLanguage).toBe(true);
  });

  it("never counts a translation of a page read as relevant", () => {
    // The language switcher of a French page read links to its English and Spanish copies, whose URLs name the
    // question's words as the French one does: they hold what was read, in another language.
    const question = "Comment recevoir les codes par SMS ?";
    const links = [
      link(0, "/help/text-sms", "English"),
      link(1, "/es/help/text-sms", "Español"),
      link(2, "/es/help/sms-codes", "Códigos por SMS"),
      link(3, "/fr/help/sms-issues", "Problèmes de SMS"),
    ];
    const scored = byIndex(
      scoreLinks(links, weightsOf(question), { question, visitedUrls: [`${ORIGIN}/fr/help/text-sms`] }),
    );
    expect(scored.get(0)?.translationOfRead).toBe(true);
    expect(scored.get(0)?.relevance).toBe(0);
    expect(scored.get(1)?.relevance).toBe(0);
    // Another language's page not read in any language keeps its (lowered) relevance.
    expect(scored.get(2)?.translationOfRead).toBe(false);
    expect(scored.get(2)?.relevance).toBeGreaterThan(0);
    expect(scored.get(3)?.score).toBeGreaterThan(scored.get(2)?.score ?? 0);
  });

  it("counts a page offered in several languages once, in the question's language when offered", () => {
    // A Spanish page's body links to the English version of a page; the Spanish version is in the frontier too.
    const question = "¿Dónde está la oficina de correos participante?";
    const offered = [
      link(0, "/help/find-a-participating-post-office", "una oficina de correos participante"),
      link(1, "/fr/help/find-a-participating-post-office", "Français"),
      link(2, "/es/help/find-a-participating-post-office", "Buscar una oficina de correos participante"),
    ];
    const scored = byIndex(scoreLinks(offered, weightsOf(question), { question }));
    expect(scored.get(2)?.relevance).toBeGreaterThan(0);
    expect(scored.get(0)?.relevance).toBe(0);
    expect(scored.get(1)?.relevance).toBe(0);
    // Without the question's copy, the most relevant other copy is kept, and only it.
    const others = byIndex(scoreLinks(offered.slice(0, 2), weightsOf(question), { question }));
    expect(others.get(0)?.relevance).toBeGreaterThan(0);
    expect(others.get(1)?.relevance).toBe(0);
  });

  it("tells a language segment from a section's name", () => {
    expect(pathLanguage(`${ORIGIN}/zh-CN/guide/`)).toBe("zh");
    expect(pathLanguage(`${ORIGIN}/es/help`)).toBe("es");
    expect(pathLanguage(`${ORIGIN}/api/hooks`)).toBeUndefined();
    expect(pathLanguage(`${ORIGIN}/id/profile`)).toBeUndefined();
    expect(pathLanguage(`${ORIGIN}/`)).toBeUndefined();
  });
});

describe("scoreLinks for a question asking what a term means", () => {
  it("makes the glossary relevant, though it names none of the question's words", () => {
    for (const [question, glossary] of [
      ["文档里经常提到的“编译器宏”是什么意思？", link(0, "/glossary/", "术语表")],
      ["What does hoisting mean in the docs?", link(0, "/docs/glossary", "Glossary")],
    ] as const) {
      const scored = byIndex(
        scoreLinks(
          [glossary, link(1, "/about/team", "团队 · Team"), link(2, "/blog/", "博客 · Blog")],
          weightsOf(question),
          {
            question,
          },
        ),
      );
      expect(scored.get(0)?.relevance ?? 0).toBeGreaterThan(0);
      expect(scored.get(1)?.relevance).toBe(0);
    }
  });

  it("leaves the glossary alone for a question asking something else", () => {
    const question = "怎么给组件传递 props？";
    const scored = byIndex(scoreLinks([link(0, "/glossary/", "术语表")], weightsOf(question), { question }));
    expect(scored.get(0)?.relevance).toBe(0);
  });
});

describe("scoreLinks for a question whose wording asks for a kind of page", () => {
  it("makes the error reference relevant to which values are valid, since the error for an invalid one says so", () => {
    const links = [link(0, "/docs/errors", "Error Codes"), link(1, "/docs/motivation", "Motivation")];
    const question = "What are the valid ways to write the cache-dir value?";
    const scored = byIndex(scoreLinks(links, weightsOf(question), { question }));
    expect(scored.get(0)?.kind).toBe(true);
    expect(scored.get(0)?.relevance ?? 0).toBeGreaterThan(0);
    expect(scored.get(1)?.relevance).toBe(0);
    // A value asked about without asking what is valid is not an error.
    const plain = "What value does cache-dir take by default?";
    expect(byIndex(scoreLinks(links, weightsOf(plain), { question: plain })).get(0)?.kind).toBe(false);
  });

  it("makes the CI page relevant to a question naming a CI service, as the page that alone answers it", () => {
    const links = [
      link(0, "/docs/continuous-integration", "Continuous Integration"),
      link(1, "/docs/actions", "Actions"),
      link(2, "/docs/installation", "Installation"),
    ];
    for (const question of [
      "Which action do I use on GitHub Actions to install the tool?",
      "How do I cache the store on GitLab CI?",
      "在持续集成里怎么安装？",
    ]) {
      const scored = byIndex(scoreLinks(links, weightsOf(question), { question }));
      expect(scored.get(0)?.kind).toBe(true);
      expect(scored.get(0)?.soleKind).toBe(true);
      expect(scored.get(0)?.relevance ?? 0).toBeGreaterThan(0);
      expect(scored.get(2)?.soleKind).toBe(false);
    }
    // "Actions" alone is no CI service, and a kind others share (release notes) is not one only its page answers.
    for (const question of ["Which actions can a hook take?", "Which version added the action setting?"]) {
      const scored = byIndex(scoreLinks(links, weightsOf(question), { question }));
      expect(scored.get(0)?.soleKind).toBe(false);
      expect(scored.get(0)?.relevance).toBe(0);
    }
  });

  it("makes the limitations page relevant to whether the product uses or supports something", () => {
    const links = [link(0, "/docs/limitations", "Limitations"), link(1, "/docs/motivation", "Motivation")];
    for (const question of [
      "Will packer use the yarn.lock file that's already in my project?",
      "Does packer support Yarn workspaces?",
      "packer 支持 Yarn 的 workspaces 吗？",
    ]) {
      const scored = byIndex(scoreLinks(links, weightsOf(question), { question }));
      expect(scored.get(0)?.kind).toBe(true);
      expect(scored.get(1)?.relevance).toBe(0);
    }
    // The visitor doing something is not the product doing it.
    const mine = "Can I use a yarn.lock file in my project?";
    expect(byIndex(scoreLinks(links, weightsOf(mine), { question: mine })).get(0)?.kind).toBe(false);
  });
});

describe("scoreLinks among links naming the same words", () => {
  it("puts a page whose whole path is the question's words first among links naming the same words", () => {
    const question = "Why should I commit the yarn.lock file to git?";
    const links = [
      link(0, "/cli/patch-commit", "cli patch commit"),
      link(1, "/git_branch_lockfiles", "git branch lockfiles"),
      link(2, "/git", "git"),
      link(3, "/cli/commit", "cli commit"),
    ];
    const ranked = scoreLinks(links, weightsOf(question), { question }).sort(
      (left, right) => right.score - left.score,
    );
    expect(ranked[0]?.url).toBe(`${ORIGIN}/git`);
    // A tie-breaker only: a link naming more of the question still comes first.
    const more = [...links, link(4, "/docs/commit-to-git", "commit to git")];
    const first = scoreLinks(more, weightsOf(question), { question }).sort(
      (left, right) => right.score - left.score,
    )[0];
    expect(first?.url).toBe(`${ORIGIN}/docs/commit-to-git`);
  });
});

describe("scoreLinks for a Chinese word no page read uses", () => {
  it("counts a link naming the site's word for it (上线 → 部署) as naming it", () => {
    const question = "上线时应该用哪个构建文件？";
    const weights = Object.assign(
      new Map([
        ["上线", 1],
        ["构建", 1],
        ["文件", 1],
      ]),
      { context: new Set<string>(), absent: new Set(["上线"]) },
    );
    const scored = byIndex(
      scoreLinks(
        [link(0, "/guide/production-deployment", "生产部署"), link(1, "/guide/tooling", "构建工具")],
        weights,
        {
          question,
        },
      ),
    );
    expect(scored.get(0)?.own).toBeCloseTo(scored.get(1)?.own ?? 0);
    // A word the pages do use keeps the related word's lower credit.
    const used = Object.assign(new Map(weights), { context: new Set<string>(), absent: new Set<string>() });
    const plain = byIndex(
      scoreLinks([link(0, "/guide/production-deployment", "生产部署")], used, { question }),
    );
    expect(plain.get(0)?.own).toBeLessThan(scored.get(0)?.own ?? 0);
  });
});

describe("scoreLinks for a question the site's policies answer", () => {
  it("makes the terms relevant to who may use the service, and the privacy policy to sharing one's information", () => {
    for (const [question, policy] of [
      ["我今年 16 岁，可以做身份验证吗？要满多少岁？", link(0, "/zh/policy/rules-of-use", "使用规则")],
      ["How old do I have to be to open an account?", link(0, "/legal/terms", "Terms of service")],
      [
        "我同意把信息分享给某个机构以后，还需要隔多久重新同意一次？",
        link(0, "/zh/policy/privacy", "我们的隐私法声明"),
      ],
      ["Who do you share my personal information with?", link(0, "/privacy", "Privacy policy")],
    ] as const) {
      const scored = byIndex(
        scoreLinks([policy, link(1, "/about/team", "团队 · Team")], weightsOf(question), { question }),
      );
      expect(scored.get(0)?.kind, question).toBe(true);
      expect(scored.get(1)?.relevance).toBe(0);
    }
  });

  it("tells the same asks in Spanish and French, and the policies by their Spanish and French names", () => {
    for (const [question, policy] of [
      ["Mi hija tiene 16 años. ¿Puede abrir una cuenta?", link(0, "/es/politica/reglas", "Reglas de uso")],
      [
        "Mon fils a 14 ans. A-t-il le droit d’ouvrir un compte ?",
        link(0, "/fr/politique/regles", "Règles d’utilisation"),
      ],
      [
        "¿Cada cuánto tengo que volver a dar mi consentimiento para que compartan mi información?",
        link(0, "/es/politica/declaracion", "Nuestra declaración de privacidad"),
      ],
      [
        "À quelle fréquence dois-je redonner mon accord pour que mes données soient partagées ?",
        link(0, "/fr/politique/declaration", "Notre déclaration relative à la confidentialité"),
      ],
    ] as const) {
      const scored = byIndex(scoreLinks([policy], weightsOf(question), { question }));
      expect(scored.get(0)?.kind, question).toBe(true);
      expect(scored.get(0)?.soleKind, question).toBe(true);
    }
    // "Il y a 3 ans" is a time ago, not an age.
    const ago = "Il y a 3 ans que j’ai ouvert mon compte : comment changer mon mot de passe ?";
    const rules = link(0, "/fr/politique/regles", "Règles d’utilisation");
    expect(byIndex(scoreLinks([rules], weightsOf(ago), { question: ago })).get(0)?.kind).toBe(false);
  });

  it("ranks the policy above a link naming only a lesser word of the question", () => {
    // Only the terms say how old one must be; a page on verifying one's identity does not.
    const question = "我今年 16 岁，可以做身份验证吗？";
    const weights = Object.assign(
      new Map([
        ["岁", 1],
        ["身份", 0.25],
      ]),
      { context: new Set<string>() },
    );
    const ranked = scoreLinks(
      [
        link(0, "/zh/help/verify-your-identity", "验证我的身份"),
        link(1, "/zh/policy/rules-of-use", "使用规则"),
      ],
      weights,
      { question },
    ).sort((left, right) => right.score - left.score);
    expect(ranked.map((scored) => scored.index)).toEqual([1, 0]);
  });

  it("leaves the policies alone for a question asking something else", () => {
    const question = "How do I change my password?";
    const scored = byIndex(
      scoreLinks(
        [link(0, "/privacy", "Privacy policy"), link(1, "/legal/terms", "Terms of service")],
        weightsOf(question),
        {
          question,
        },
      ),
    );
    expect(scored.get(0)?.relevance).toBe(0);
    expect(scored.get(1)?.relevance).toBe(0);
  });
});

describe("scoreLinks: the section above a page read", () => {
  const passage: ScoredPassage = {
    id: "0:0",
    pageIndex: 0,
    url: `${ORIGIN}/help/verify/in-person/find-a-post-office/`,
    title: "Find a participating post office",
    text: "Bring your barcode to a participating post office near you.",
    position: 0,
    score: 3,
    matchedTerms: [],
  };
  const weights = weightsOf(
    "After I verify online, how many days do I have to take my barcode to the post office?",
  );

  it("raises the page one path segment above a page read on the question, when its own words touch it", () => {
    const links = [
      link(1, "/help/verify/by-mail/", "Verify by mail"),
      link(2, "/help/verify/in-person/", "Verify in person"),
    ];
    const scored = byIndex(scoreLinks(links, weights, { passages: [passage] }));
    const unread = byIndex(scoreLinks(links, weights));
    expect(unread.get(2)?.relevance).toBe(unread.get(1)?.relevance);
    expect(scored.get(2)?.relevance).toBeGreaterThan(scored.get(1)?.relevance ?? 0);
  });

  it("leaves a section page that names none of the question's words, and the site's root, as they are", () => {
    const underSection = { ...passage, url: `${ORIGIN}/help/id/in-person/find-a-post-office` };
    const section = byIndex(
      scoreLinks([link(1, "/help/id/in-person", "In person")], weights, { passages: [underSection] }),
    );
    expect(section.get(1)?.relevance).toBe(0);
    const root = [link(2, "/", "Verify your identity")];
    const belowRoot = { ...passage, url: `${ORIGIN}/find-a-post-office` };
    expect(byIndex(scoreLinks(root, weights, { passages: [belowRoot] })).get(2)?.relevance).toBe(
      byIndex(scoreLinks(root, weights)).get(2)?.relevance,
    );
  });
});
