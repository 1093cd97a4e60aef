import { describe, expect, it } from "vitest";
import { type ScoredPassage, tokenize } from "../../../knowledge/index.js";
import { answerUnits, capCode } from "./answer-units.js";

function passage(text: string, extra: Partial<ScoredPassage> = {}): ScoredPassage {
  return {
    id: "0:0",
    pageIndex: 0,
    url: "https://site.test/help/shipping",
    title: "Shipping | Example Help",
    text,
    position: 0,
    score: 1,
    matchedTerms: [],
    ...extra,
  };
}

describe("answerUnits", () => {
  it("gives table rows their header's words, and never quotes the header row itself", () => {
    const units = answerUnits([
      passage(
        "Method | Delivery time | Cost\n\nStandard | 3 to 5 business days | $5.95\nExpress | 2 business days | $14.95",
      ),
    ]);
    expect(units.map((unit) => unit.text)).toEqual([
      "Standard | 3 to 5 business days | $5.95",
      "Express | 2 business days | $14.95",
    ]);
    for (const term of tokenize("delivery cost")) expect(units[0]?.context.has(term)).toBe(true);
  });

  it("counts the columns a row marks with a check as the row's own words", () => {
    const units = answerUnits([
      passage(
        "Action | Cache | Lockfile | Time\n\nInstall |  |  | 58s\nInstall | ✔ |  | 4.6s\nInstall | ✔ | ✔ | 517ms",
      ),
    ]);
    const own = (index: number) => [...(units[index]?.own ?? [])];
    const [cache, lockfile] = tokenize("cache lockfile");
    expect(own(0)).not.toContain(cache);
    expect(own(1)).toContain(cache);
    expect(own(1)).not.toContain(lockfile);
    expect(own(2)).toEqual(expect.arrayContaining([cache, lockfile]));
  });

  it("quotes a key-value table's first row, which holds figures, as data", () => {
    const units = answerUnits([passage("Capacity | 2 people\nPacked weight | 4 lb 2 oz")]);
    expect(units.map((unit) => unit.text)).toEqual(["Capacity | 2 people", "Packed weight | 4 lb 2 oz"]);
  });

  it("gives an FAQ answer its question's words, and does not quote the question", () => {
    const units = answerUnits([
      passage(
        "Can I rent gear?\n\nYes, at our Portland and Denver stores.\n\nWhere are you based?\n\nPortland, Oregon.",
      ),
    ]);
    expect(units.map((unit) => unit.text)).toEqual([
      "Yes, at our Portland and Denver stores.",
      "Portland, Oregon.",
    ]);
    expect(units[0]?.context.has(tokenize("rent")[0] as string)).toBe(true);
    expect(units[1]?.context.has(tokenize("rent")[0] as string)).toBe(false);
  });

  it("quotes a heading-like line that holds figures (an address on its own line)", () => {
    const units = answerUnits([
      passage("Address\n\n2140 Larimer Street, Denver, CO 80205\n\nPhone\n\n(720) 555-0163"),
    ]);
    expect(units.map((unit) => unit.text)).toContain("2140 Larimer Street, Denver, CO 80205");
    expect(units[0]?.context.has("address")).toBe(true);
  });

  it("splits long lines into sentences without cutting after a.m. and p.m.", () => {
    const line =
      "Our phone lines are open Monday to Friday, 7 a.m. to 6 p.m. Pacific Time, and Saturday, 8 a.m. to 4 p.m. Pacific Time. We are closed on Sundays and on US federal holidays, and on the day after Thanksgiving every year, when our team takes a well-earned rest.";
    const units = answerUnits([passage(line)]);
    expect(units.map((unit) => unit.text)).toEqual([
      "Our phone lines are open Monday to Friday, 7 a.m. to 6 p.m. Pacific Time, and Saturday, 8 a.m. to 4 p.m. Pacific Time.",
      "We are closed on Sundays and on US federal holidays, and on the day after Thanksgiving every year, when our team takes a well-earned rest.",
    ]);
  });

  it("marks the opening statement of a page, not the first answer under a heading", () => {
    const [lead] = answerUnits([
      passage("You can return most items within 30 days.\n\nConditions\n\nItems must be unused."),
    ]);
    expect(lead?.leadsPage).toBe(true);
    const [underHeading] = answerUnits([passage("Returns\n\nYou can return most items within 30 days.")]);
    expect(underHeading?.leadsPage).toBe(false);
    const [later] = answerUnits([passage("Refunds are issued in 5 days.", { position: 2, id: "0:2" })]);
    expect(later?.leadsPage).toBe(false);
  });
});

describe("answerUnits for lists, tables and code", () => {
  it("makes a lead-in and its items one unit (bounded), and gives each item the lead-in's words", () => {
    const items = Array.from({ length: 12 }, (_, index) => `Region ${index + 1}`);
    const units = answerUnits([passage(`We deliver to these regions:\n\n${items.join("\n")}`)]);
    const list = units.find((unit) => unit.kind === "list");
    expect(list?.quote.split("\n")).toEqual([
      "We deliver to these regions:",
      ...items.slice(0, 8).map((item) => `- ${item}`),
      "- …",
    ]);
    const shown = units.find((unit) => unit.text === "Region 2");
    expect(shown).toMatchObject({ leadIn: "We deliver to these regions:", partOf: list?.order });
    // An item past what the list quotes is quoted on its own, with its lead-in's words.
    const item = units.find((unit) => unit.text === "Region 12");
    expect(item?.leadIn).toBe("We deliver to these regions:");
    expect(item?.partOf).toBeUndefined();
    expect(item?.context.has(tokenize("deliver")[0] as string)).toBe(true);
  });

  it("recognises a Chinese lead-in ending in a full-width colon", () => {
    const units = answerUnits([passage("支持以下浏览器：\n\nChrome 100\nFirefox 100")]);
    expect(units.find((unit) => unit.kind === "list")?.quote).toBe(
      "支持以下浏览器：\n- Chrome 100\n- Firefox 100",
    );
  });

  it("quotes a table row with its header's names", () => {
    const units = answerUnits([passage("Product | Warranty\nSummit 2 Tent | 5-year")]);
    expect(units.map((unit) => unit.quote)).toEqual(["Product: Summit 2 Tent · Warranty: 5-year"]);
  });

  it("keeps a code block as one fenced unit with its lead-in, and caps a long one", () => {
    const code = ["```", "npm install tool", "", "tool init", "```"].join("\n");
    const units = answerUnits([passage(`Set it up:\n\n${code}\n\nDone.`)]);
    expect(units.map((unit) => [unit.kind, unit.quote])).toEqual([
      ["code", `Set it up:\n${code}`],
      ["sentence", "Done."],
    ]);
    const long = ["```", ...Array.from({ length: 40 }, (_, index) => `step ${index}`), "```"].join("\n");
    const [capped] = answerUnits([passage(long)]);
    const lines = capped?.quote.split("\n") ?? [];
    expect(lines.length).toBeLessThan(20);
    expect(lines.slice(-2)).toEqual(["…", "```"]);
  });

  it("quotes each example a long code block's cap hides as a code unit of its own, with the lead-in", () => {
    const filler = Array.from({ length: 14 }, (_, index) => `step(${index})`);
    const code = ["```js", "// first", ...filler, "", "// hidden example", "run(true)", "```"].join("\n");
    const units = answerUnits([passage(`Examples:\n\n${code}`)]);
    expect(units.map((unit) => unit.quote)).toEqual([
      `Examples:\n${capCode(code)}`,
      ["Examples:", "```js", "// hidden example", "run(true)", "```"].join("\n"),
    ]);
    const short = ["```", "// shown", "run()", "", "// shown too", "run(1)", "```"].join("\n");
    expect(answerUnits([passage(short)])).toHaveLength(1);
  });
});

describe("answerUnits for a list under a heading", () => {
  it("quotes short list items as answers, not as headings, while a term above its definition names it", () => {
    const units = answerUnits([
      passage(
        "Supported browsers\n\nChrome\nFirefox\nSafari\n\nGlossary\n\nLockfile\nA file that pins every version.",
      ),
    ]);
    expect(units.map((unit) => unit.text)).toEqual([
      "Chrome",
      "Firefox",
      "Safari",
      "A file that pins every version.",
    ]);
    expect(units[0]?.context.has(tokenize("browsers")[0] as string)).toBe(true);
    expect(units[3]?.context.has(tokenize("lockfile")[0] as string)).toBe(true);
  });
});

describe("answerUnits lead-ins", () => {
  it("does not take a lone heading after a line ending in ':' for a list, nor a line without letters for a lead-in", () => {
    const units = answerUnits([
      passage("Options:\n\nIn a container\n\nRun the image as is.\n\n:::\n\nDocker Desktop 4.30 or later"),
    ]);
    expect(units.filter((unit) => unit.kind === "list").map((unit) => unit.quote)).toEqual([]);
    expect(units.find((unit) => unit.text === "Run the image as is.")?.context.has("container")).toBe(true);
  });

  it("quotes a lead-in with the headed sections it introduces, each heading with its first line", () => {
    const units = answerUnits([
      passage(
        "茶叶的三种保存方法：\n\n冷藏\n\n绿茶放入冰箱，温度保持在五度以下。\n\n密封\n\n用锡罐装好，避免受潮。\n\n避光\n\n放在阴凉处。\n\n常见问题\n\n其他\n\n更多说明",
      ),
    ]);
    const lists = units.filter((unit) => unit.kind === "list");
    expect(lists.map((unit) => unit.quote)).toEqual([
      "茶叶的三种保存方法：\n- 冷藏: 绿茶放入冰箱，温度保持在五度以下。\n- 密封: 用锡罐装好，避免受潮。\n- 避光: 放在阴凉处。",
    ]);
    // The sections' own lines are still units under their headings.
    expect(units.find((unit) => unit.text === "用锡罐装好，避免受潮。")?.context.has("密封")).toBe(true);
    // Lines that all look like headings are each an item, as many as a list quotes.
    const lone = answerUnits([
      passage("The four principles:\n\nPerceivable\n\nSeen by all\n\nOperable\n\nUsed by all"),
    ]);
    expect(lone.find((unit) => unit.kind === "list")?.quote).toBe(
      "The four principles:\n- Perceivable\n- Seen by all\n- Operable\n- Used by all",
    );
    // One headed section is a heading and its text, not a list.
    const one = answerUnits([
      passage("Install it:\n\nOn Linux\n\nRun the installer.\n\nAnd more text here."),
    ]);
    expect(one.filter((unit) => unit.kind === "list")).toEqual([]);
  });

  it("quotes a list whole under the question heading it (an FAQ's answer given as a list)", () => {
    const units = answerUnits([
      passage(
        "Didn’t receive your one-time code?\n\nCheck that your device is turned on\nTurn airplane mode off\n\nYou can resend a code.",
      ),
    ]);
    expect(units[0]).toMatchObject({
      kind: "list",
      quote:
        "Didn’t receive your one-time code?\n- Check that your device is turned on\n- Turn airplane mode off",
    });
    expect(units.find((unit) => unit.text === "Turn airplane mode off")?.partOf).toBe(0);
    // A question heading a paragraph is still a heading, not a list's lead-in.
    const faq = answerUnits([passage("How long do refunds take?\n\nRefunds take 5 business days.")]);
    expect(faq.map((unit) => unit.kind)).toEqual(["sentence"]);
  });

  it("takes a line the page marks as a heading for one however it ends, unless it ends like a lead-in", () => {
    const heading = "我的手机丢了或者我换了个新手机，现在无法使用人脸或触摸解锁来登录。";
    const text = `${heading}\n\n除非你启用了蓝牙或云同步，人脸或触摸解锁只能在原来的设备上使用。`;
    const marked = answerUnits([passage(text, { headings: [heading] })]);
    expect(marked.map((unit) => unit.text)).toEqual([
      "除非你启用了蓝牙或云同步，人脸或触摸解锁只能在原来的设备上使用。",
    ]);
    expect(marked[0]?.heading).toBe(heading);
    expect(marked[0]?.context.has("手机")).toBe(true);
    // Unmarked, a line ending in 。 is a sentence of its own.
    expect(answerUnits([passage(text)]).map((unit) => unit.text)).toContain(heading);
    // A marked heading ending in a colon still introduces the block after it.
    const leadIn = "To request a new code:";
    const steps = answerUnits([
      passage(`${leadIn}\n\nSign in.\nSelect “Send me another letter”.`, { headings: [leadIn] }),
    ]);
    expect(steps[0]?.quote).toBe(`${leadIn}\n- Sign in.\n- Select “Send me another letter”.`);
  });

  it("takes a marked heading ending in a colon over paragraphs for the heading of them all, not a lead-in", () => {
    const heading = "Si votre commande est arrivée abîmée :";
    const text = [
      heading,
      "Nous remboursons les articles abîmés pendant le transport, sur photo de l'emballage.",
      "Vous devrez nous écrire dans les trois jours suivant la livraison.",
    ].join("\n\n");
    const units = answerUnits([passage(text, { headings: [heading] })], { language: "fr" });
    // No list of the heading and its first paragraph: both paragraphs are units under the heading.
    expect(units.map((unit) => unit.kind)).toEqual(["sentence", "sentence"]);
    expect(units[1]?.text).toBe("Vous devrez nous écrire dans les trois jours suivant la livraison.");
    expect(units[1]?.heading).toBe(heading);
    for (const term of tokenize("commande abîmée", { language: "fr" })) {
      expect(units[1]?.context.has(term)).toBe(true);
    }
  });

  it("quotes a heading over a list of its own under a lead-in with that list's lines", () => {
    const text = [
      "If someone opened an account in your name, report it to the authorities:",
      "Where to report fraud",
      "Identity theft",
      "Website: ReportTheft.example\nPhone: 1-800-555-0100",
    ].join("\n\n");
    const list = answerUnits([passage(text)]).find((unit) => unit.kind === "list");
    expect(list?.quote).toBe(
      [
        "If someone opened an account in your name, report it to the authorities:",
        "- Where to report fraud",
        "- Identity theft: Website: ReportTheft.example; Phone: 1-800-555-0100",
      ].join("\n"),
    );
  });

  it("quotes no line of a list of names that nothing leads in (the pages a section links to)", () => {
    const units = answerUnits([
      passage(
        "Related articles\n\nVerify my identity\nTake photos of my ID\n\nWhat you need:\n\nA phone\nAn email address",
      ),
    ]);
    expect(units.map((unit) => unit.text)).not.toContain("Verify my identity");
    expect(units.find((unit) => unit.kind === "list")?.quote).toBe(
      "What you need:\n- A phone\n- An email address",
    );
  });

  it("quotes the one-line paragraphs under a how-to heading as its steps, each still a unit of the list", () => {
    const heading = "How to take a selfie";
    const units = answerUnits([
      passage(
        `${heading}\n\nTake your photo in a well-lit place.\n\nKeep your expression neutral.\n\nTroubleshooting\n\nRetake it.`,
        { headings: [heading, "Troubleshooting"] },
      ),
    ]);
    expect(units[0]).toMatchObject({
      kind: "list",
      quote: `${heading}\n- Take your photo in a well-lit place.\n- Keep your expression neutral.`,
    });
    expect(units.find((unit) => unit.text === "Keep your expression neutral.")?.partOf).toBe(0);
    expect(units.find((unit) => unit.text === "Retake it.")?.partOf).toBeUndefined();
  });

  it("quotes the lead-ins a lead-in introduces, each with its lines, as its items", () => {
    const units = answerUnits([
      passage(
        "Below are the valid forms of use-node-version:\n\nStable release:\n\nX.Y.Z\nrelease/X.Y.Z\n\nRC release:\n\nX.Y.Z-rc.W\nrc/X.Y.Z-rc.W",
      ),
    ]);
    expect(units.find((unit) => unit.kind === "list")?.quote).toBe(
      "Below are the valid forms of use-node-version:\n- Stable release: X.Y.Z; release/X.Y.Z\n- RC release: X.Y.Z-rc.W; rc/X.Y.Z-rc.W",
    );
  });

  it("reads a unit with the words of the headings its heading sits under, apart from its own context", () => {
    const text = [
      "Phone scams",
      "Callers pretend to be from an agency.",
      "How to protect yourself",
      "Agencies never ask for payment this way.",
      "Email scams",
      "Messages look official.",
    ].join("\n\n");
    const units = answerUnits([
      passage(text, {
        headings: ["Phone scams", "How to protect yourself", "Email scams"],
        headingLevels: [2, 3, 2],
      }),
    ]);
    const ancestry = (start: string) => [
      ...(units.find((unit) => unit.text.startsWith(start))?.ancestry ?? []),
    ];
    const [phone] = tokenize("phone");
    // Under the h3 inside "Phone scams": the h2's words, not in its own context.
    expect(ancestry("Agencies never")).toContain(phone);
    expect(units.find((unit) => unit.text.startsWith("Agencies never"))?.context.has(phone as string)).toBe(
      false,
    );
    // Under an h2: nothing above it; an h2 of the same level closes the first.
    expect(ancestry("Callers pretend")).toEqual([]);
    expect(ancestry("Messages look")).toEqual([]);
    // A passage cut from the middle of a section starts under the headings its page put above it.
    const [continued] = answerUnits([
      passage("Hang up and call the agency yourself.", {
        heading: "How to protect yourself",
        headingPath: [
          { text: "Phone scams", level: 2 },
          { text: "How to protect yourself", level: 3 },
        ],
      }),
    ]);
    expect([...(continued?.ancestry ?? [])]).toContain(phone);
  });

  it("keeps a reference entry named by its heading past its field lines (Added in, Default, 类型)", () => {
    const text = [
      "--include-github-actions",
      "Added in: v11.16.0",
      "Also update the actions referenced by the workflow files.",
      "--filter <selector>",
      "Default: all",
      "Picks projects.",
    ].join("\n\n");
    const units = answerUnits([
      passage(text, { headings: ["--include-github-actions", "--filter <selector>"], headingLevels: [3, 3] }),
    ]);
    const headingOf = (start: string) => units.find((unit) => unit.text.startsWith(start))?.heading;
    expect(headingOf("Also update")).toBe("--include-github-actions");
    expect(headingOf("Picks projects")).toBe("--filter <selector>");
    // The field line is still a unit of the entry (the value it sets may be what was asked).
    expect(headingOf("Added in: v11.16.0")).toBe("--include-github-actions");
    const zh = answerUnits([
      passage(["app.config.globalProperties", "类型：Record<string, any>", "挂载全局属性。"].join("\n\n"), {
        headings: ["app.config.globalProperties"],
        headingLevels: [2],
      }),
    ]);
    expect(zh.find((unit) => unit.text.startsWith("挂载"))?.heading).toBe("app.config.globalProperties");
  });

  it("reads a unit with the words of its heading's camelCase identifier (serverType → server type)", () => {
    const units = answerUnits([
      passage("serverType\n\nDeclares how the registry lays out tarball URLs.", {
        headings: ["serverType"],
        headingLevels: [3],
      }),
    ]);
    const [type] = tokenize("type");
    expect(units[0]?.context.has(type as string)).toBe(true);
  });
});

describe("answerUnits on a short Chinese line of sentences that ends in a bracket", () => {
  it("quotes it as a statement, not as a heading over what follows", () => {
    const units = answerUnits([
      passage(
        "我们不提供退货的上门取件服务。请自行寄回包裹。（例如，用邮局）\n\n运费\n\n退货运费由顾客承担。",
      ),
    ]);
    expect(units.map((unit) => unit.text)).toEqual([
      "我们不提供退货的上门取件服务。请自行寄回包裹。（例如，用邮局）",
      "退货运费由顾客承担。",
    ]);
  });
});
