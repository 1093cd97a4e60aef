import { describe, expect, it } from "vitest";
import { createPassageIndex, type ScoredPassage, splitIntoPassages } from "../../../knowledge/index.js";
import type { Turn } from "../state.js";
import { termWeights } from "../term-weights.js";
import { composeExtractiveAnswer, scoreUnits } from "./extractive-answer.js";

/** Pages by title → text, indexed; every passage of every page is offered, as the retrieval step would for small pages. */
function indexPages(pages: Record<string, string>) {
  const index = createPassageIndex();
  const passages: ScoredPassage[] = [];
  Object.entries(pages).forEach(([title, text], pageIndex) => {
    const split = splitIntoPassages({ pageIndex, url: `https://site.test/${pageIndex}`, title, text });
    index.add(split);
    passages.push(...split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })));
  });
  return { index, passages };
}

function setUp(pages: Record<string, string>) {
  const { index, passages } = indexPages(pages);
  const answer = (question: string, history: Turn[] = []) =>
    composeExtractiveAnswer({
      passages,
      weights: termWeights({ question, history, index }),
      question,
      alreadySaid: history.map((turn) => turn.answer),
      previousQuestion: history.at(-1)?.question,
    });
  return { answer };
}

const SHIPPING = `We ship from our warehouse in Reno. Orders placed before 1 p.m. leave the same day.

Rates within the United States

Method | Delivery time | Cost

Standard | 3 to 5 business days | $5.95, free on orders over $75
Expedited | 2 business days | $14.95

Oversized items

An oversized item fee of $10 applies to tents, even when your order ships free.`;

const INTERNATIONAL = `We ship to 32 countries, among them Canada, Germany, Japan and Australia.

Delivery times

International orders arrive in 7 to 14 business days after they ship.`;

const CUSTOMS = `All other countries

For every other country, import duties and taxes are not included in your order total. They are charged by the carrier and paid by the recipient on delivery, in cash or by card. A brokerage fee of $11 applies per parcel for the handling of the customs clearance.`;

describe("composeExtractiveAnswer on a question asking two things", () => {
  const { answer } = setUp({
    "Verify by mail": `Verify your address by mail

You can ask for a letter instead of verifying your address by phone: choose "Verify by mail" on the address step and confirm your mailing address.

You can verify your address by phone if your phone plan is in your name.`,
    "Mail and letters": `Letters we send

Our office prints them each morning. A letter usually takes 5 to 10 days.`,
  });

  it("quotes a unit for each part, not only the one that best answers the first", () => {
    const { answer: text } = answer(
      "Can I verify my home address by postal mail instead of by phone? How long does the letter take?",
    );
    expect(text).toContain("ask for a letter instead");
    expect(text).toContain("5 to 10 days");
  });
});

describe("composeExtractiveAnswer on a question whose parts are each answered at length", () => {
  const long = (words: string) => `${words} ${"and it keeps explaining the same idea at length ".repeat(4)}`;
  const { answer } = setUp({
    "Custom elements": `Custom elements and framework components overlap, yet building a whole application on raw custom elements needs much the platform lacks:

${long("A declarative and efficient template system for the whole application")}
${long("A reactive state system that works across components of the application")}

Besides that, custom elements have these limits:

${long("Eager slot evaluation hinders composition between components")}
${long("Scoped CSS in shadow DOM has to be inlined in JavaScript")}`,
  });

  it("quotes the answer to the second part even past the answer's usual length", () => {
    const { answer: text } = answer(
      "Why not build a whole application on raw custom elements? What limits do custom elements have?",
    );
    expect(text).toContain("needs much the platform lacks");
    expect(text).toContain("Scoped CSS in shadow DOM");
  });
});

describe("composeExtractiveAnswer on a how-to question a page's how-to section answers", () => {
  const { answer } = setUp({
    "Issues taking a selfie": `Some agencies ask you to take a selfie when you verify your identity.

How to take a selfie

Take your photo in a well-lit place, while avoiding glare.

Line up your face with the guidelines. Keep your expression neutral and remain still.

Tap the checkmark to accept the photo.`,
    "Verify in person": `I'm having a problem with my barcode

Your barcode will not work at the Post Office if your deadline to visit has passed.`,
  });

  it("quotes the steps under the heading naming the action, not a sentence sharing the question's last word", () => {
    const { answer: text } = answer(
      "They're asking me to take a selfie to verify my identity. How do I take one that will pass?",
    );
    expect(text).toContain("Keep your expression neutral");
    expect(text).not.toContain("barcode");
  });
});

describe("composeExtractiveAnswer on a table whose rows share the question's header words", () => {
  const { answer } = setUp({
    "Docker image tags | Example Docs": `Image tags

Tag | Meaning | Prerelease builds

<version> | Exact, immutable image (e.g. 11.0.0) | Includes prerelease versions of the image
latest | Newest stable release | Not updated for prerelease versions
next | Newest release of any kind | Includes prereleases`,
  });

  it("quotes the row that names the question's own words, not its neighbour", () => {
    const { answer: text } = answer("Does the latest tag of the image also get prerelease versions?");
    expect(text.split("\n")[0]).toContain("Not updated for prerelease versions");
  });
});

describe("composeExtractiveAnswer when the value asked for is in the page title", () => {
  const { answer } = setUp({
    "Release 2.4 | Example Docs":
      "Reports can now be exported as PDF files from the report menu:\n\n```\nreport export --format pdf --since 1.2.0\n```",
    "Reports | Example Docs": "Reports show your weekly totals.",
  });

  it("names the title that holds it before the quote (a figure in example code is not the answer)", () => {
    const { answer: text } = answer("Which version added PDF export for reports?");
    expect(text).toMatch(/^Release 2\.4: Reports can now be exported as PDF/);
  });
});

describe("composeExtractiveAnswer", () => {
  const { answer } = setUp({
    "Shipping Rates | Example Help": SHIPPING,
    "International Shipping | Example Help": INTERNATIONAL,
    "Customs and Duties | Example Help": CUSTOMS,
  });

  it("quotes the table row holding the kind of value asked for, with its header, and cites its page first", () => {
    const result = answer("How long does standard shipping take?");
    expect(result.answer).toContain("Method: Standard · Delivery time: 3 to 5 business days");
    expect(result.citedPageIndices[0]).toBe(0);
    expect(result.answer).toMatch(/\[1\]$/);
  });

  it("prefers the page that names the question's place over one that only has a duration", () => {
    const result = answer("How long does delivery to Germany take?");
    expect(result.citedPageIndices[0]).toBe(1);
    expect(result.answer.split("[1]")[0]).toContain("7 to 14 business days");
  });

  it("quotes a sentence with the one it continues ('They are charged … on delivery')", () => {
    const result = answer("Do I have to pay import duties and taxes?");
    expect(result.answer).toContain("not included in your order total");
    expect(result.answer).toContain("paid by the recipient on delivery");
  });

  it("keeps to the point: a fee question gets the fee, not the page's other sentences", () => {
    const result = answer("Is there an extra fee for oversized items?");
    expect(result.answer).toContain("$10");
    expect(result.answer).not.toContain("warehouse in Reno");
    expect(result.citedPageIndices).toEqual([0]);
  });

  it("quotes the page a pointer sentence names instead of the pointer, and says something new in a follow-up", () => {
    const pointers = setUp({
      "Returns Policy | Example Help": `You can return most items within 30 days of delivery.

Orders shipped outside the United States follow a different policy: see international returns.`,
      "International Returns | Example Help": `International returns must be started within 45 days of delivery.

Refunds are issued in US dollars. Exchanges are not available on international orders.`,
    });
    const first = pointers.answer("What is your return policy?");
    expect(first.answer).toContain("30 days");
    const history: Turn[] = [
      { question: "What is your return policy?", answer: first.answer, refused: false, sources: [0] },
    ];
    const followUp = pointers.answer("What about for international orders?", history);
    expect(followUp.citedPageIndices[0]).toBe(1);
    expect(followUp.answer).toContain("45 days");
  });

  it("returns nothing when no passage shares a word with the question", () => {
    expect(answer("Who won the world cup?")).toEqual({ answer: "", citedPageIndices: [] });
  });
});

describe("composeExtractiveAnswer with lists, tables and code", () => {
  const { answer } = setUp({
    "Installation | Tool Docs": `Installation

Tool runs on every major operating system. Check your environment before you install it.

The required versions are as follows:

Node.js 18.12 or later
Git 2.30 or later
Python 3.8 or later

Install with the script

On macOS and Linux, download and run the install script:

\`\`\`
curl -fsSL https://get.tool.test/install.sh \\
  | sh -s -- --yes

tool --version
\`\`\`

The script adds tool to your PATH.`,
    "Warranty | Outdoor Shop": `Warranty

Every product is covered against defects in materials and workmanship.

Product | Warranty period
Summit 2 Tent | 5-year
Trail Pack 40 | 2-year
Camp Stove | 1-year`,
  });

  it("quotes a lead-in with the list it introduces", () => {
    const result = answer("Which versions are required?");
    expect(result.answer).toContain(
      "The required versions are as follows:\n- Node.js 18.12 or later\n- Git 2.30 or later\n- Python 3.8 or later",
    );
  });

  it("quotes a list item that answers with its lead-in when the item alone lacks the question's words", () => {
    const result = answer("What version of Python is required?");
    expect(result.answer).toContain("The required versions are as follows:");
    expect(result.answer).toContain("- Python 3.8 or later");
  });

  it("quotes a table row with its header's names, keeping the cells verbatim", () => {
    const result = answer("How long is the warranty period on the Summit 2 Tent?");
    expect(result.answer).toContain("Product: Summit 2 Tent · Warranty period: 5-year");
    expect(result.citedPageIndices).toEqual([1]);
  });

  it("quotes a code block whole and fenced, with its lead-in, for a how-to question", () => {
    const result = answer("How do I install tool on Linux?");
    expect(result.answer).toContain(
      "download and run the install script:\n```\ncurl -fsSL https://get.tool.test/install.sh \\\n  | sh -s -- --yes\n\ntool --version\n```",
    );
    // The citation stays outside the fence.
    expect(result.answer).toMatch(/```\n\n\[1\]/);
    expect(result.answer.match(/```/g)?.length ?? 0).toBe(2);
  });
});

describe("composeExtractiveAnswer with one item of a long list", () => {
  it("quotes the item with its lead-in when the lead-in holds the question's words", () => {
    // Longer than a list's quote: the item asked about is past the items a list quotes.
    const regions = [
      "Alaska",
      "Hawaii",
      "Puerto Rico",
      "Yukon",
      "Nunavut",
      "Greenland",
      "Iceland",
      "Azores",
      "Madeira",
      "Svalbard",
      "Guam",
    ];
    const { answer } = setUp({
      "Delivery | Shop": `Delivery

Parcels travel by ground within the country.

Orders to these places ship by air freight at extra cost:

${regions.map((region, index) => `${region}, ${index + 4} business days`).join("\n")}`,
    });
    const result = answer("Do orders to Guam ship by air freight?");
    expect(result.answer).toContain(
      "Orders to these places ship by air freight at extra cost:\n- Guam, 14 business days",
    );
  });
});

describe("composeExtractiveAnswer for a question that also asks what to do", () => {
  const { answer } = setUp({
    "Unexpected sign-in codes | Example Help": `If you get sign-in codes you did not request:

Someone may have typed your phone number by mistake.
Someone may be trying to sign in to your account.

They cannot sign in without the code, so never share it.

To keep your account safe, sign in and then do the following:

Change your password.
Review your sign-in methods.`,
  });

  it("quotes the page's steps beside what explains", () => {
    const result = answer(
      "I get sign-in codes I did not request. Is someone trying to sign in to my account? What should I do?",
    );
    expect(result.answer).toContain("Someone may be trying to sign in to your account.");
    expect(result.answer).toContain("- Change your password.");
  });

  it("does not add steps to a question that only asks why", () => {
    const result = answer(
      "I get sign-in codes I did not request. Is someone trying to sign in to my account?",
    );
    expect(result.answer).not.toContain("Change your password");
  });
});

describe("composeExtractiveAnswer on a question asking what the choices are", () => {
  const { answer } = setUp({
    "Catalogs | Example Docs": `Catalogs

Catalogs let a workspace define dependency versions once. When you run the add command in a workspace, the workspace catalog is read automatically and its versions are used.

catalogMode

Controls if and how dependencies are added to the default catalog when running add. There are three modes:

strict - only allows dependency versions from the catalog
prefer - prefers catalog versions, but falls back to direct dependencies
manual (default) - does not add dependencies to the catalog`,
    "run | Example Docs": `run

Runs a script defined in the package's manifest file. Use the options below to run it in every workspace package.

Environment

There are some environment variables that the runner automatically creates for the executed scripts. These variables may be used to get information about the running process.

For workspaces, the workspace root is also added to the PATH, so if a tool is installed in the workspace root, it may be called in any workspace package's scripts.

Options

--recursive runs the script in every workspace package. --filter selects which packages to run it in.`,
  });

  it("quotes the list of choices, not a sentence sharing more of the question's words", () => {
    const result = answer(
      "When I run add, can it use or fill in the workspace catalog automatically? What are the options?",
    );
    expect(result.answer).toContain("- strict - only allows dependency versions from the catalog");
    expect(result.answer).toContain("- prefer");
  });

  it("quotes the list for a question asking which kinds there are", () => {
    const result = answer("Which modes are there for adding dependencies to the catalog?");
    expect(result.answer).toContain("- manual (default)");
  });
});

describe("composeExtractiveAnswer on a settings reference", () => {
  const { answer } = setUp({
    "Pnpmfile | Example Docs": `Settings

The pnpmfile's location can be changed with these settings.

ignorePnpmfile

Default: false
Type: Boolean

The local pnpmfile is ignored when this is set.

globalPnpmfile

Default: null
Type: path

The location of a global pnpmfile. A global pnpmfile is used by all projects during installation.`,
  });

  it("names the setting a quoted description sits under", () => {
    const result = answer("Can I have one pnpmfile that all my projects use? What is the setting called?");
    expect(result.answer).toContain("globalPnpmfile: The location of a global pnpmfile.");
  });
});

describe("composeExtractiveAnswer on a command-line option's entry", () => {
  const { answer } = setUp({
    "tool run | Example Docs": `Options

--quiet-mode, -q

Prints nothing but errors while the script runs.

--retries <number>

Runs a failed script again up to this many times.`,
  });

  it("names the option, with its alias or value, that a quoted description sits under", () => {
    expect(answer("Can a failed script run again a few times?").answer).toContain(
      "--retries <number>: Runs a failed script again up to this many times.",
    );
    expect(answer("Can it print nothing but errors?").answer).toContain(
      "--quiet-mode, -q: Prints nothing but errors while the script runs.",
    );
  });
});

describe("composeExtractiveAnswer on a definition followed by its example", () => {
  const { answer } = setUp({
    "npmrc | Example Docs": `Registry settings

cafile

Define the path to a Certificate Authority file to use when accessing the specified registry. For example:

\`\`\`
//registry.example.com/:cafile=ca-cert.pem
\`\`\`

url:ca

Define an inline Certificate Authority certificate for the specified registry. It only applies to the matching registry URL.

\`\`\`
//registry.example.com/:ca=-----BEGIN CERTIFICATE-----...-----END CERTIFICATE-----
\`\`\`

Proxy settings

Set a proxy for every registry with the proxy setting.`,
  });

  it("quotes the short example code right after the sentence that answers", () => {
    const result = answer(
      "Can I put an inline CA certificate in the rc file that only applies to one registry URL?",
    );
    expect(result.answer).toContain("Define an inline Certificate Authority certificate");
    expect(result.answer).toContain("//registry.example.com/:ca=-----BEGIN CERTIFICATE-----");
  });
});

describe("composeExtractiveAnswer on a setting whose values are listed after its description", () => {
  const { answer } = setUp({
    "Node-modules settings | Example Docs": `hoistingLimits

Default: none
Type: none, workspaces, dependencies

Controls how far dependencies are hoisted when using the hoisted linker. This setting mirrors another tool's limits.

none - hoist as far as possible (the default).
workspaces - hoist only as far as each workspace package, preventing dependencies from being hoisted above it.
dependencies - hoist only as far as each direct dependency of a workspace package.

publicHoistPattern

Default: none

A list of patterns of dependencies hoisted to the root.`,
  });

  it("quotes the values with the description they follow, though it does not end with a colon", () => {
    const result = answer("What values does the hoistingLimits setting take, and what does each one do?");
    expect(result.answer).toContain("- workspaces - hoist only as far as each workspace package");
    expect(result.answer).toContain("- dependencies - hoist only as far as each direct dependency");
  });
});

describe("composeExtractiveAnswer on a setting whose default is a line of its entry", () => {
  const { answer } = setUp({
    "Resolution settings | Example Docs": `cooldownPeriod

Added in: v2.4.0
Default: 720 (since v3), 0 (before v3)
Type: number

Fresh releases are risky. cooldownPeriod sets how many minutes must pass after a version is published before the tool installs it.

strictPeers

Default: false

Fail when a peer dependency is missing.`,
  });

  it("quotes the entry's Default line with a definition that does not hold the value asked for", () => {
    const result = answer("How long does the tool wait after a version is published before it installs it?");
    expect(result.answer).toContain("cooldownPeriod sets how many minutes must pass");
    expect(result.answer).toContain("Default: 720");
  });
});

describe("composeExtractiveAnswer on a follow-up asking for another value of a page quoted before", () => {
  const pages = {
    "Trailhead Rewards": `Trailhead Rewards is free to join with an account.

Earning points

Members earn 2 points for every $1 spent online or in our stores, excluding gift cards, taxes and shipping.

Rewards

Every 500 points turn into a $10 reward, sent by email and valid for 90 days.

Member perks

60-day returns instead of 30.
Summit tier: spend $1,000 in a calendar year to earn 3 points per $1 and get free expedited shipping.`,
    "Example Outfitters": `Join Trailhead Rewards

Earn points on every purchase and get member-only perks. Learn about Trailhead Rewards.`,
  };
  const passages = Object.entries(pages).flatMap(([title, text], pageIndex) =>
    splitIntoPassages({ pageIndex, url: `https://site.test/${pageIndex}`, title, text }).map((passage) => ({
      ...passage,
      score: 1,
      matchedTerms: [],
    })),
  );
  // "How many points do I need for a reward?" after "How many points do I earn per dollar?": the earlier
  // question's words (earn, dollar) stay as context.
  const weights = Object.assign(
    new Map([
      ["point", 2],
      ["need", 0.5],
      ["reward", 1.7],
      ["earn", 2.5],
      ["dollar", 2.5],
    ]),
    { context: new Set(["earn", "dollar"]) },
  );
  const alreadySaid = [
    "Members earn 2 points for every $1 spent online or in our stores, excluding gift cards, taxes and shipping. Every 500 points turn into a $10 reward, sent by email and valid for 90 days. Summit tier: spend $1,000 in a calendar year to earn 3 points per $1 and get free expedited shipping.",
  ];

  it("quotes the unit holding the new value, not only those the earlier question's words point to", () => {
    const { answer } = composeExtractiveAnswer({
      passages,
      weights,
      question: "How many points do I need for a reward?",
      alreadySaid,
    });
    expect(answer).toContain("500 points");
  });
});

describe("composeExtractiveAnswer on a question quoting code", () => {
  const examples = [
    "// retries is parsed as true",
    "defineOptions({",
    "  retries: [Boolean, Number]",
    "})",
    "",
    "// retries is parsed as true",
    "defineOptions({",
    "  retries: [Number, Boolean]",
    "})",
    "",
    "// retries is parsed as true",
    "defineOptions({",
    "  retries: [Boolean, String]",
    "})",
    "",
    "// retries is parsed as an empty string",
    "defineOptions({",
    "  retries: [String, Boolean]",
    "})",
  ];
  const { answer } = setUp({
    "Options | Example Docs": `Option types

An option declared with several types is checked against each of them, and a warning is shown when the value given matches none of the declared types.

Boolean casting

Options declared as Boolean follow casting rules when the attribute is written without a value:

\`\`\`
${examples.join("\n")}
\`\`\``,
  });

  it("quotes the example of a long code block that holds the code the question quotes", () => {
    const result = answer(
      "If an option is declared as [String, Boolean] and the attribute is written without a value, what is it?",
    );
    expect(result.answer).toContain("// retries is parsed as an empty string");
  });
});

describe("composeExtractiveAnswer on a Chinese unit that leans on the one before it", () => {
  const { answer } = setUp({
    "组件 v-model | 示例文档": `带参数的修饰符

对于又有参数又有修饰符的 v-model 绑定，生成的 prop 名将是 arg + "Modifiers"。举例来说：

\`\`\`
<MyInput v-model:title.capitalize="text">
\`\`\`

相应的声明应该是：

\`\`\`
export default {
  props: ['title', 'titleModifiers']
}
\`\`\`

自定义事件

组件可以触发自定义事件。`,
  });

  it("quotes a unit opening with 相应 with the one it continues", () => {
    const result = answer("父组件写 v-model:title.capitalize，子组件里接收修饰符的 prop 叫什么名字？");
    expect(result.answer).toContain("v-model:title.capitalize");
    expect(result.answer).toContain("titleModifiers");
  });
});

describe("composeExtractiveAnswer on a question asking for the way to do something", () => {
  const { answer } = setUp({
    "Self-update | Tool Docs": `Beta releases

The beta is published on its own dist-tag, and switching between the beta and the stable release is supported.

To switch to the beta, run:

\`\`\`
tool self-update next
\`\`\``,
    "自更新 | 工具文档": `测试版

测试版发布在单独的标签上，可以在测试版和稳定版之间切换。

切换到测试版，运行：

\`\`\`
tool self-update next-zh
\`\`\``,
  });

  it("quotes the command, as for 'how do I'", () => {
    expect(answer("What's the quickest way to switch to the beta?").answer).toContain(
      "tool self-update next",
    );
    expect(answer("有什么办法切换到测试版？").answer).toContain("tool self-update next-zh");
  });
});

describe("composeExtractiveAnswer on a follow-up whose answer the last answer quoted in a list", () => {
  const { answer } = setUp({
    "Verify your phone number": `We check your phone number against public and private records and send you a one-time code to confirm that the number is yours.

Which phone number can I use?

The phone number you use to verify your identity must be from the United States. Using the number you use most often makes it more likely that we can verify it.

We accept:

Home phone numbers
Mobile phone numbers
Landline phone numbers

We do not accept:

International numbers
Google Voice or similar voice over internet (VoIP) phone numbers
Premium rate phone numbers
Most prepaid phone numbers

Troubleshooting

Turn off call forwarding while you verify your identity.
Try another phone number in your name.`,
    "Verify your identity": `To verify your identity, take photos of your ID and enter your phone number.`,
  });

  it("quotes that list again when it holds every word of the follow-up", () => {
    const first = answer("Can I verify my identity with a Google Voice number?");
    expect(first.answer).toContain("Most prepaid phone numbers");
    const history: Turn[] = [
      {
        question: "Can I verify my identity with a Google Voice number?",
        answer: first.answer,
        refused: false,
        sources: first.citedPageIndices,
      },
    ];
    expect(answer("And with a prepaid phone?", history).answer).toContain("prepaid");
  });
});

describe("composeExtractiveAnswer on a situation followed by a bare question", () => {
  const { answer } = setUp({
    "Relink your partner account | Example Help": `If you have trouble signing in to a partner agency's website after changing your email address, the agency may have linked your account to a different email address.

Try the following:

Use the address you registered with before.
Ask them to relink your profile.`,
  });

  it("quotes the steps the page gives beside the sentence restating the situation", () => {
    const result = answer(
      "After changing my email address I can't get into the partner agency's website anymore. What do I do?",
    );
    expect(result.answer).toContain("the agency may have linked your account");
    expect(result.answer).toContain("- Use the address you registered with before.");
  });

  it("does not add steps to a question that asks something of its own", () => {
    const result = answer(
      "After changing my email address I can't get into the partner agency's website anymore. Which address is the agency using?",
    );
    expect(result.answer).not.toContain("- Use the address you registered with before.");
  });
});

describe("scoreUnits on sections that share a subheading", () => {
  const text = [
    "## Email scams",
    "Fake messages ask you to click a link.",
    "### How to protect yourself",
    "Agencies never ask for payment this way.",
    "## Phone scams",
    "Callers pretend to be from an agency.",
    "### How to protect yourself",
    "Agencies never ask for payment this way, so hang up.",
  ].join("\n\n");

  it("ranks first the unit whose outer heading holds the question's words", () => {
    const index = createPassageIndex();
    const split = splitIntoPassages({
      pageIndex: 0,
      url: "https://site.test/scams",
      title: "Common scams",
      text,
    });
    index.add(split);
    const passages = split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] }));
    const question = "Someone phoned asking for payment. Is that a scam?";
    const ranked = scoreUnits({ passages, weights: termWeights({ question, history: [], index }), question });
    const agencies = ranked.filter((unit) => unit.text.startsWith("Agencies never ask"));
    expect(agencies).toHaveLength(2);
    // Same words, same subheading: the h2 "Phone scams" above it tells them apart.
    expect(agencies[0]?.text).toBe("Agencies never ask for payment this way, so hang up.");
  });
});

const MAIL_TROUBLE = [
  "## I can't receive mail at the address shown",
  "We send the letter only to an address that we verified and that we could match to you in public records or in your credit history. If you need another address, you will have to get your personal information verified again with the new address.",
].join("\n\n");

describe("composeExtractiveAnswer on a long list with a close rival", () => {
  const steps = [
    "Some agencies let you verify your address by mail instead of your phone number.",
    "## How to verify an address by letter",
    [
      "Confirm that you want a letter sent to the address you verified before, on the screen that asks for it.",
      "Enter your password again to save what was verified so far, then send the letter request.",
      "When a screen says your letter is on its way, you can sign out while you wait for it to arrive.",
      "Letters go out the next business day by priority mail and take 5 to 10 days to arrive at the address.",
      "Once the letter arrives, sign in again and enter the verification code printed in it.",
    ].join("\n"),
    "## Troubleshooting",
    MAIL_TROUBLE.replace("## ", "### "),
  ].join("\n\n");

  it("quotes the list shorter so that the section scoring close to it fits beside it", () => {
    const { answer } = setUp({ "Verify your address by mail": steps }).answer(
      "I need the verification letter sent to another address than the verified one. How do I do that?",
    );
    expect(answer).toContain("How to verify an address by letter\n- Confirm that you want a letter");
    expect(answer).toContain("with the new address");
    expect(answer.length).toBeLessThan(800);
  });
});

describe("composeExtractiveAnswer on a paragraph cut into sentences", () => {
  it("quotes the paragraph's next sentence when it speaks to the question at least as well", () => {
    const index = createPassageIndex();
    const text = `${MAIL_TROUBLE}\n\n## Letter never arrived\n\nAsk for a new letter after 10 days.`;
    const split = splitIntoPassages({ pageIndex: 0, url: "https://site.test/mail", title: "Mail", text });
    index.add(split);
    const question = "Can the letter go to another address than the verified one?";
    const { answer } = composeExtractiveAnswer({
      passages: split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })),
      weights: termWeights({ question, history: [], index }),
      question,
      maxSentences: 1,
    });
    expect(answer).toMatch(
      /^We send the letter only to an address.*If you need another address.*new address\. \[1\]$/s,
    );
  });
});

describe("composeExtractiveAnswer on a Spanish or French sentence that continues the one before it", () => {
  const pages: Record<string, { text: string; lang: string }> = {
    "Résoudre les comptes en double": {
      lang: "fr",
      text: `Résoudre les comptes en double

Certains organismes ne vous autorisent à disposer que d'un seul compte vérifié. Si vous possédez plusieurs comptes avec les mêmes renseignements vérifiés, vous devrez supprimer les comptes en double.

Première étape

Conservez le compte que vous utilisez le plus souvent pour vos démarches auprès des organismes. Par exemple, celui qui est relié au plus grand nombre de services. Ainsi, vous n'aurez pas à recommencer les démarches pour vous reconnecter à des services en ligne, ce qui prend du temps.`,
    },
    "Supprimer votre compte": {
      lang: "fr",
      text: `Supprimer votre compte

Saisissez votre mot de passe pour confirmer que vous souhaitez supprimer votre compte. Nous supprimerons votre adresse e-mail et votre numéro de téléphone.`,
    },
  };
  const index = createPassageIndex();
  const passages: ScoredPassage[] = [];
  Object.entries(pages).forEach(([title, { text, lang }], pageIndex) => {
    const split = splitIntoPassages({ pageIndex, url: `https://aide.test/${pageIndex}`, title, text, lang });
    index.add(split);
    passages.push(...split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })));
  });

  it("quotes the example after the sentence it illustrates ('Par exemple, celui qui…')", () => {
    const question = "J'ai deux comptes vérifiés et je dois en supprimer un. Lequel dois-je conserver ?";
    const result = composeExtractiveAnswer({
      passages,
      weights: termWeights({ question, index }),
      question,
      alreadySaid: [],
    });
    expect(result.answer).toContain("Conservez le compte que vous utilisez le plus");
    expect(result.answer).toContain("plus grand nombre de services");
  });
});

describe("composeExtractiveAnswer on a follow-up whose fact the last answer quoted, in words no page uses", () => {
  const { answer } = setUp({
    "Store settings": `frozenStore

Lets the install run against a store that lives on a read-only filesystem, for example an image layer.

When enabled, the store's index is opened in immutable mode and nothing writes to the store.

The store in the read-only image layer must already contain everything the install needs to use.

The read-only store open requires Node.js >=22.15.0 or >=24.0.0.

Added in: v11.7.0

storeDir

The location where all the packages are saved on the disk.`,
    Installation: `Install the tool with the standalone script, or with Corepack on any Node.js release.`,
  });

  it("quotes it again when it holds every word of the follow-up that the pages hold", () => {
    const history: Turn[] = [
      {
        question: "Can the install use a store in a read-only image layer?",
        answer:
          "frozenStore: Lets the install run against a store that lives on a read-only filesystem, for example an " +
          "image layer. The read-only store open requires Node.js >=22.15.0 or >=24.0.0. [1]",
        refused: false,
        sources: [0],
      },
    ];
    // "particular" is on no page: it cannot make the quoted sentence less of an answer to the follow-up.
    expect(answer("Does that need a particular Node.js version?", history).answer).toContain(
      "requires Node.js >=22.15.0",
    );
  });
});

describe("composeExtractiveAnswer on a question whose answer is that something is not done", () => {
  const { answer } = setUp({
    "Limitations | Example Docs": `1. Lockfiles written by other package managers (yarn.lock and package-lock.json) are ignored. Those tools can install the same package version several times with different dependencies, and their lockfiles describe a flat folder layout that this tool does not build. See the import command if you wish to convert such a lockfile to this tool's format, though.
2. Binstubs are always shell files, not symlinks to JavaScript files, which helps plugins find each other.`,
    "FAQ | Example Docs": `Why is my project's node_modules folder so small?

Packages are hard linked from the global store into the project, so a package used by ten projects is on disk once.`,
  });

  it("quotes the sentence of its paragraph giving the way around it", () => {
    const result = answer("Will the tool use the package-lock.json that is already in my project?");
    expect(result.answer).toContain("package-lock.json) are ignored.");
    expect(result.answer).toContain("See the import command if you wish to convert");
  });
});

describe("composeExtractiveAnswer on a limitation whose paragraph then gives a workaround", () => {
  const { answer } = setUp({
    "Shared cache | Example Docs": `Limitations

Offline mode: the shared cache is read from a network drive when one is configured. However, the watcher does not see changes made on a network drive. If a build reads files from a network drive, rebuilds will not start when they change. You can work around this with the pollInterval setting or the @example/fs-poll plugin.

Cleanup: unused entries are removed after thirty days.`,
  });

  it("quotes the workaround after the sentence stating what does not work", () => {
    const result = answer(
      "Our builds read files from a network drive and rebuilds do not start when they change. Is there a workaround?",
    );
    expect(result.answer).toContain("rebuilds will not start when they change");
    expect(result.answer).toContain("You can work around this with the pollInterval setting");
  });
});

describe("composeExtractiveAnswer on advice against something, then what to do instead in the next paragraph", () => {
  const { answer } = setUp({
    "Server rendering | Example Docs": `Server rendering

Portals render their content into another element of the page.

Tip

Avoid using the document body as a portal's target when rendering on the server: the body holds other server-rendered markup, so the client cannot tell where the portal's content starts.

We recommend a dedicated container that holds only portal content, such as an empty div with its own id.

Streaming

Streaming sends the page in chunks as they are ready.`,
  });

  it("quotes the advice with the next paragraph's recommendation under the same heading", () => {
    const result = answer("When rendering on the server, can a portal's target be the document body?");
    expect(result.answer).toContain("Avoid using the document body");
    expect(result.answer).toContain("We recommend a dedicated container");
    expect(result.answer).not.toContain("Streaming sends the page");
  });
});

describe("composeExtractiveAnswer on a short line holding the value asked for", () => {
  const { answer } = setUp({
    "Computed values | Example Docs": `Computed values

A computed value is cached until one of the values it reads changes.

Getting the previous value

- Only 3.4+

The getter receives the value it returned last time as its first argument.`,
  });

  it("quotes it: a line under 12 characters is dropped only when it holds no such value", () => {
    const result = answer(
      "Can a computed getter get the value it returned last time? Which version does that need?",
    );
    expect(result.answer).toContain("3.4+");
  });
});

describe("composeExtractiveAnswer on a value asked for that one step of a long list also holds", () => {
  const { answer } = setUp({
    "Set up face unlock | Example Help": `How to set up face unlock

To set up face unlock when creating an account:

Go to the sign-in page and click on "Create an account".
Enter your email address and click submit.
Click on the link in the email to confirm your address.
Create password. It must be at least 12 characters long.
Follow the prompts to add face unlock as your authentication method.`,
    "Change your password | Example Help": `How to change your password

Select "Edit" next to the password field, then enter your new password.

Your password must have 12 or more characters and avoid combinations such as:

Common phrases or repeated characters
Parts of your email address`,
  });

  it("quotes the list whose lead-in holds it, not the steps about something else", () => {
    // The steps' lead-in, heading and title name no word of the question ("account" is only related to password).
    const result = answer("I'm choosing a new password. How long does it have to be?");
    expect(result.answer).toContain("Your password must have 12 or more characters");
    expect(result.answer).not.toContain("To set up face unlock");
  });
});

describe("composeExtractiveAnswer on a how-to section naming a task the question only relates to", () => {
  const { answer } = setUp({
    "Config dependencies": `Config dependencies

Config dependencies are installed before all regular dependencies.

How to Add a Config Dependency

For example, running tool add --config my-configs will add this entry to your workspace file.

Config dependencies cannot define lifecycle scripts.`,
    "Build settings": `nodeOptions

Options to pass through to Node.js via the NODE_OPTIONS environment variable, for the install scripts of dependencies.

To preserve existing NODE_OPTIONS you can reference the existing environment variable using \${NODE_OPTIONS} in your configuration:

\`\`\`
nodeOptions: "\${NODE_OPTIONS:- } --experimental-vm-modules"
\`\`\``,
  });

  it("quotes the passage holding the question's words, not the steps of a heading matched by a related word", () => {
    // "config" in the heading is only related to the question's "set": the section adds something else.
    const { answer: text } = answer(
      "How do I add --experimental-vm-modules for my dependencies' install scripts without throwing away the NODE_OPTIONS that are already set?",
    );
    expect(text).toContain("NODE_OPTIONS:- } --experimental-vm-modules");
    expect(text).not.toContain("my-configs");
  });
});

describe("composeExtractiveAnswer on a unit holding more of the question than the best-scored one", () => {
  const answer = (text: string, question: string) => {
    const index = createPassageIndex();
    const split = splitIntoPassages({
      pageIndex: 0,
      url: "https://site.test/care",
      title: "Tent care",
      text,
    });
    index.add(split);
    return composeExtractiveAnswer({
      passages: split.map((passage) => ({ ...passage, score: 1, matchedTerms: [] })),
      weights: termWeights({ question, history: [], index }),
      question,
      maxSentences: 1,
    }).answer;
  };
  const POLES = `Warranty repairs take 10 business days.

Broken poles

A broken tent pole is replaced under warranty by our service team, who send the new pole by mail.`;

  it("quotes it beside the unit holding the value asked for, beyond the answer's limits", () => {
    // The page's first line holds the duration and ranks first; the sentence on broken poles holds the rest.
    expect(answer(POLES, "How long until a broken tent pole is replaced under warranty?")).toBe(
      "Warranty repairs take 10 business days. A broken tent pole is replaced under warranty by our service team, who send the new pole by mail. [1]",
    );
  });

  it("keeps to the limits when no other unit holds more of the question", () => {
    expect(answer(POLES, "How long do warranty repairs take?")).toBe(
      "Warranty repairs take 10 business days. [1]",
    );
  });

  it("keeps to the limits when the other unit holds more only through its heading", () => {
    const text = `Warranty repairs take 10 business days.

Broken tent pole replaced under warranty

A new pole is sent in 2 days.`;
    expect(answer(text, "How long until a broken tent pole is replaced under warranty?")).toBe(
      "Warranty repairs take 10 business days. [1]",
    );
  });
});

describe("composeExtractiveAnswer on a follow-up about a line an earlier answer quoted", () => {
  const { answer } = setUp({
    "Accepted identification documents": `We accept:

U.S. Driver's license or state ID
U.S. Passport book and cards

We do not accept:

Military IDs
Non-U.S. passports
Expired IDs`,
    "Verify your identity": `To verify your identity, you will need a U.S. driver's license, state ID, or passport book/card, a Social Security number and a phone number.`,
    Troubleshooting: "If the camera does not work, try another browser.",
  });

  it("quotes that list again when it holds most of the follow-up's words", () => {
    const history: Turn[] = [
      {
        question: "Can I use my military ID to verify my identity?",
        answer:
          "We accept:\n- U.S. Driver's license or state ID\n- U.S. Passport book and cards\n\nWe do not accept:\n- Military IDs\n- Non-U.S. passports\n- Expired IDs [1]",
        refused: false,
        sources: [0],
      },
    ];
    expect(answer("What about my U.S. passport, does that work?", history).answer).toContain(
      "U.S. Passport book and cards",
    );
  });
});

describe("scoreUnits on a follow-up newly asking about what a unit quoted before holds", () => {
  const pages = {
    "Gift wrapping": `Gift wrapping

Every order can be gift wrapped at checkout for $5.

Wrapping options

Classic: brown recycled paper tied with twine.
Festive: red paper with a gold ribbon and a handwritten card.`,
    "Gift cards": "Gift cards are sold in values of $25, $50 and $100 and never expire.",
    Returns: "Wrapped items can be returned within 30 days; the wrapping fee is not refunded.",
  };
  const { index, passages } = indexPages(pages);
  const history: Turn[] = [
    {
      question: "Which wrapping options do you have?",
      answer:
        "Wrapping options\n- Classic: brown recycled paper tied with twine.\n- Festive: red paper with a gold ribbon and a handwritten card. [1]",
      refused: false,
      sources: [0],
    },
  ];
  const question = "Can I get a handwritten card with the order at checkout?";

  it("judges it as any other unit when it holds what the earlier question did not ask about", () => {
    const festive = scoreUnits({
      passages,
      weights: termWeights({ question, history, index }),
      question,
      alreadySaid: history.map((turn) => turn.answer),
      previousQuestion: history[0]?.question,
    }).find((unit) => unit.text.startsWith("Festive"));
    // "handwritten card" is new to the conversation: the line quoted in passing is where the site speaks of it.
    expect(festive?.signals.saidBefore).toBe(0);
  });
});
