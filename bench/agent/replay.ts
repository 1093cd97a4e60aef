// Replays the offline answer step: `--dump` runs the answers bench once, recording what each question's drafting
// step was given (its draft contexts, faithfully encoded: draft-codec.ts) with the question's expected facts; then
// `--replay` re-runs the current `draftOffline` on the file in seconds instead of re-crawling every site, and
// prints the verdicts and tables as bench:agent does. Crawling and deciding are not replayed: an engine change
// that alters what is read, or a follow-up's history (it holds the dumped run's earlier answer), needs the bench.
// A dump also holds the passages of every page the last draft's session had read, so `--retrieve` replays passage
// choice too (`choosePassages`: which passages, within the budget, the drafting step is given), and a replay says
// how many questions had their facts on the pages read at all (what better passage choice could still bring).
// `--why` names every refusal check that refuses each question (not only the first) and tables them by check
// (refusal-table.ts): which check to relax, and what relaxing it would answer.
// Usage: node --import tsx bench/agent/replay.ts --dump FILE [--sites demo,pnpm] [--ids a,b] [--all]
//        node --import tsx bench/agent/replay.ts --replay FILE [--retrieve] [--why] [--against OTHER.txt] [--verbose] [--json]
//        node --import tsx bench/agent/replay.ts --quick [--json]   (dump + replay of a few questions: npm test)
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keepOnlySourceLinks } from "../../src/agents/support/answer-links.js";
import { evidenceOf } from "../../src/agents/support/evidence.js";
import {
  createOfflineReasoner,
  draftOffline,
  judgeDraft,
  type RefusalCheck,
} from "../../src/agents/support/offline/offline-reasoner.js";
import type { DraftContext, Reasoner } from "../../src/agents/support/reasoner.js";
import { choosePassages, DEFAULT_PASSAGE_TOKENS } from "../../src/agents/support/retrieval-context.js";
import { createSessionKnowledge } from "../../src/agents/support/session-knowledge.js";
import { SUPPORT_DEFAULTS } from "../../src/agents/support/state.js";
import { createPassageIndex, type Passage } from "../../src/knowledge/index.js";
import type { PageStore } from "../../src/storage/index.js";
import { decodeValue, encodeValue } from "./draft-codec.js";
import { HELD_OUT } from "./held-out.js";
import { type QuestionOutcome, runOfflineBench, summarize } from "./offline-run.js";
import { pickIds } from "./pick-ids.js";
import {
  type BenchQuestion,
  contextRecalled,
  loadQuestions,
  missingFacts,
  questionLanguage,
  scoreAnswer,
} from "./questions.js";
import { refusalTable, refusalTableText } from "./refusal-table.js";
import {
  outcomeLine,
  pad,
  percentText,
  recallText,
  summaryRow,
  TABLE_HEADER,
  wrongAnswerDetails,
} from "./report-format.js";
import { BENCH_SITES, createSiteServers, hasQuestions, missingCorpus } from "./sites.js";

/** --quick: the demo questions bench:agent --quick asks (one a follow-up, two off-topic), and a Chinese question
 * (its term weights carry framed pairs and their sides) and an off-topic one of a corpus site, when it is there. */
const QUICK = [
  {
    site: "demo",
    ids: [
      "returns-policy",
      "returns-international",
      "free-shipping",
      "summit-warranty",
      "off-topic-weather",
      "off-topic-capital",
    ],
  },
  { site: "logingov-zh", ids: ["login-zh-locked-wait", "login-zh-off-passport-renewal"] },
];

/** One line of a dump. */
export interface DumpedDraft {
  site: string;
  id: string;
  question: string;
  lang: string;
  tags: string[];
  followUpOf?: string;
  expect: BenchQuestion["expect"];
  /** URL of each page index the draft contexts name (passages, pages read; the live answer's sources). */
  pageUrls: Record<string, string>;
  /** What the live run gave. */
  live: {
    verdict: VerdictKind;
    refused: boolean;
    answer: string;
    citedPageIndices: number[];
    pagesRead: number;
    pageRequests: number;
    iterations: number;
    /** Paths of the pages read, in visit order, and whether an expected source was among the session's. */
    visitedPaths?: string[];
    expectedSourceRead?: boolean;
  };
  /** Every context the drafting step was given for this question, encoded (draft-codec.ts); the last one wrote the
   * answer. */
  drafts: unknown[];
  /** The passages of every page read when the last draft was written, as the session's index held them. */
  indexed?: Passage[];
}

export type VerdictKind = "correct" | "wrong" | "refused" | "answered";

/** correct / wrong / refused for an answerable question; refused / answered for an off-topic one. */
export function verdictKind(
  outcome: Pick<QuestionOutcome, "expectRefuse" | "refused" | "verdict">,
): VerdictKind {
  if (outcome.expectRefuse) return outcome.refused ? "refused" : "answered";
  return outcome.verdict.correct ? "correct" : outcome.refused ? "refused" : "wrong";
}

function flag(name: string): string | undefined {
  const position = process.argv.indexOf(`--${name}`);
  const value = position >= 0 ? process.argv[position + 1] : undefined;
  if (position >= 0 && (value === undefined || value.startsWith("--")))
    throw new Error(`--${name} needs a value`);
  return value;
}

/** Runs the answers bench on the sites with a reasoner that records each draft context; one line per question. */
export async function dumpDrafts(options: {
  out: string;
  /** Site ids; default every site with a question file and its corpus. */
  sites?: readonly string[];
  /** Only these question ids (and the questions they follow). */
  ids?: readonly string[];
  /** Keep the held-out questions (HELD_OUT: `-blind4-`, `-blind5-`, `-blind6-`). */
  all?: boolean;
  onSite?: (site: string, questions: number) => void;
}): Promise<number> {
  for (const id of options.sites ?? []) {
    if (!BENCH_SITES.some((site) => site.id === id)) throw new Error(`--sites: no site "${id}"`);
  }
  const chosen = BENCH_SITES.filter(
    (site) =>
      (!options.sites || options.sites.includes(site.id)) && hasQuestions(site) && !missingCorpus(site),
  );
  const known = new Set(
    chosen.flatMap((site) => loadQuestions(site.questionFile).map((question) => question.id)),
  );
  const unknown = (options.ids ?? []).filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`--ids: no question ${unknown.join(", ")} on the sites dumped`);
  const out = createWriteStream(options.out);
  const servers = createSiteServers();
  const offline = createOfflineReasoner();
  let drafts: Array<{ context: DraftContext; cited: number[]; indexed: Passage[] }> = [];
  let pageStore: PageStore | undefined;
  const reasoner: Reasoner = {
    name: "offline",
    decide: (context, callbacks) => offline.decide(context, callbacks),
    async draft(context, callbacks) {
      const draft = await offline.draft(context, callbacks);
      drafts.push({
        context,
        cited: draft.citedPageIndices,
        indexed: await indexedPassages(context, pageStore),
      });
      return draft;
    },
  };
  let written = 0;
  try {
    for (const site of chosen) {
      const questions = pickIds(
        loadQuestions(site.questionFile).filter((question) => options.all || !HELD_OUT.test(question.id)),
        options.ids,
      );
      const byId = new Map(questions.map((question) => [question.id, question]));
      const running = await servers.start(site);
      drafts = [];
      await runOfflineBench({
        siteId: site.id,
        site: running,
        questions,
        reasoner,
        onPageStore: (store) => {
          pageStore = store;
        },
        onOutcome: (outcome) => {
          const question = byId.get(outcome.id) as BenchQuestion;
          const last = drafts.at(-1);
          const line: DumpedDraft = {
            site: site.id,
            id: question.id,
            question: question.question,
            lang: outcome.lang,
            tags: outcome.tags,
            ...(question.followUpOf ? { followUpOf: question.followUpOf } : {}),
            expect: question.expect,
            pageUrls: pageUrls(
              drafts.map((draft) => draft.context),
              last?.cited ?? [],
              outcome.sources,
            ),
            live: {
              verdict: verdictKind(outcome),
              refused: outcome.refused,
              answer: outcome.answer,
              citedPageIndices: last?.cited ?? [],
              pagesRead: outcome.pagesRead,
              pageRequests: outcome.pageRequests,
              iterations: outcome.iterations,
              visitedPaths: outcome.visitedPaths,
              expectedSourceRead: outcome.expectedSourceRead,
            },
            drafts: drafts.map((draft) => encodeValue(draft.context)),
            ...(last ? { indexed: last.indexed } : {}),
          };
          drafts = [];
          out.write(`${JSON.stringify(line)}\n`);
          written++;
        },
      });
      options.onSite?.(site.id, questions.length);
    }
  } finally {
    await servers.close();
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  return written;
}

/** The passages of the pages a draft's session had read, split from the page store as the session's index was. */
async function indexedPassages(context: DraftContext, pageStore: PageStore | undefined): Promise<Passage[]> {
  if (!pageStore) return [];
  const knowledge = createSessionKnowledge({ pageStore });
  await knowledge.ensurePages(context.visited.map((page) => ({ pageIndex: page.index, url: page.url })));
  return context.visited.flatMap((page) => knowledge.index.passagesOfPage(page.index));
}

/** The passages `retrieve` would give the drafting step for this context, chosen again from the pages indexed. */
export function replayedPassages(
  context: DraftContext,
  indexed: readonly Passage[],
): DraftContext["passages"] {
  const index = createPassageIndex();
  index.add(indexed);
  return choosePassages(index, {
    query: context.query,
    ...(context.termWeights.language ? { language: context.termWeights.language } : {}),
    previousSources: context.history.at(-1)?.sources ?? [],
    maxTokens: DEFAULT_PASSAGE_TOKENS,
    maxCharsPerPage: SUPPORT_DEFAULTS.content_max_chars,
  });
}

/** Page index → URL: the live answer's sources (exactly what the agent cited), then passages and pages read. */
function pageUrls(contexts: readonly DraftContext[], cited: readonly number[], sources: readonly string[]) {
  const urls: Record<string, string> = {};
  for (const context of contexts) {
    for (const page of context.visited) urls[page.index] ??= page.url;
    for (const passage of context.passages) urls[passage.pageIndex] ??= passage.url;
  }
  cited.forEach((index, position) => {
    const url = sources[position];
    if (url !== undefined) urls[index] = url;
  });
  return urls;
}

export interface ReplayedOutcome extends QuestionOutcome {
  live: VerdictKind;
  replayed: VerdictKind;
  /** The replayed answer and refusal are the live run's, word for word. */
  sameAnswer: boolean;
  /** Pages the replayed answer cites that the dump has no URL for: the source check could not be made. */
  unknownSources: number[];
  /** Every expected fact is somewhere on the pages read (answerable questions of a dump that holds them): the
   * upper bound of context recall for passage choice. */
  factsRead?: boolean;
  /** With `why`: every refusal check that refuses the question (empty when it is answered). */
  refusedBy?: RefusalCheck[];
}

/** Re-runs the current `draftOffline` on each dumped question's last draft context and scores it as the bench does. */
export function replayDrafts(
  lines: readonly DumpedDraft[],
  options: { retrieve?: boolean; why?: boolean } = {},
): ReplayedOutcome[] {
  return lines.map((line) => {
    const encoded = line.drafts.at(-1);
    if (encoded === undefined) throw new Error(`${line.site} ${line.id}: the dump holds no draft context`);
    const dumped = decodeValue(encoded as never) as DraftContext;
    if (options.retrieve && line.indexed === undefined)
      throw new Error(`${line.site} ${line.id}: --retrieve needs a dump that holds the pages' passages`);
    const context =
      options.retrieve && line.indexed
        ? { ...dumped, passages: replayedPassages(dumped, line.indexed) }
        : dumped;
    const draft = draftOffline(context);
    const unknownSources = draft.citedPageIndices.filter((index) => line.pageUrls[index] === undefined);
    const sources = draft.citedPageIndices.flatMap((index) => {
      const url = line.pageUrls[index];
      return url === undefined ? [] : [url];
    });
    const answer = keepOnlySourceLinks(draft.answer, sources);
    const question: BenchQuestion = {
      id: line.id,
      question: line.question,
      expect: line.expect,
      lang: line.lang,
    };
    const verdict = scoreAnswer(question, {
      answer,
      refused: draft.refused,
      sources: sources.map((url) => ({ url })),
    });
    // A page with no URL in the dump cannot fail the source check.
    if (unknownSources.length > 0 && !verdict.sourceFound) {
      verdict.sourceFound = true;
      verdict.correct = verdict.refusedAsExpected && verdict.missingFacts.length === 0;
    }
    const evidence = draft.evidence ?? evidenceOf(context.passages);
    const recalled = contextRecalled(question, evidence);
    const outcome: QuestionOutcome = {
      site: line.site,
      id: line.id,
      question: line.question,
      lang: line.lang ?? questionLanguage(question),
      tags: line.tags,
      ...(line.followUpOf ? { followUpOf: line.followUpOf } : {}),
      expectRefuse: line.expect.refuse,
      verdict,
      refused: draft.refused,
      answer,
      sources,
      ...(recalled === undefined ? {} : { contextRecalled: recalled }),
      ...(recalled === false
        ? {
            missingFromEvidence: missingFacts(
              line.expect.facts,
              evidence.map((passage) => passage.text).join("\n"),
            ),
          }
        : {}),
      pagesRead: line.live.pagesRead,
      visitedPaths: line.live.visitedPaths ?? [],
      expectedSourceRead: line.live.expectedSourceRead ?? true,
      pageRequests: line.live.pageRequests,
      iterations: line.live.iterations,
      elapsedMs: 0,
    };
    const factsRead =
      line.indexed === undefined || line.expect.refuse
        ? undefined
        : missingFacts(line.expect.facts, line.indexed.map((passage) => passage.text).join("\n")).length ===
          0;
    return {
      ...outcome,
      ...(factsRead === undefined ? {} : { factsRead }),
      ...(options.why ? { refusedBy: judgeDraft(context).refusals } : {}),
      live: line.live.verdict,
      replayed: verdictKind(outcome),
      sameAnswer: answer === line.live.answer && draft.refused === line.live.refused,
      unknownSources,
    };
  });
}

/** Reads a dump, with a clear error on a line that is not one. */
export function readDump(file: string): DumpedDraft[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((text) => text.trim() !== "")
    .map((text, index) => {
      let line: DumpedDraft;
      try {
        line = JSON.parse(text) as DumpedDraft;
      } catch (error) {
        throw new Error(`${file}:${index + 1}: not JSON (${(error as Error).message})`);
      }
      if (typeof line.id !== "string" || !Array.isArray(line.drafts) || !line.expect || !line.live)
        throw new Error(`${file}:${index + 1}: not a line of a replay dump`);
      return line;
    });
}

const OUTCOME_LINE = /^\s*(?:↳\s+)?(\S+)\s+\d+\s+\d+\s+\d+\s+(correct|refused|wrong|answered)\b/;

/** Verdicts by question id from a bench:agent or replay printout (its per-question lines). */
export function verdictsOf(text: string): Map<string, VerdictKind> {
  const verdicts = new Map<string, VerdictKind>();
  for (const line of text.split("\n")) {
    const match = OUTCOME_LINE.exec(line);
    if (match) verdicts.set(match[1] as string, match[2] as VerdictKind);
  }
  return verdicts;
}

function print(outcomes: readonly ReplayedOutcome[], log: (line: string) => void, verbose: boolean): void {
  const sites = [...new Set(outcomes.map((outcome) => outcome.site))];
  for (const site of sites) {
    log(`Site ${site} (replayed): ${outcomes.filter((outcome) => outcome.site === site).length} questions`);
    log(
      `${pad("question", 34)} ${pad("read", 5, true)} ${pad("requests", 8, true)} ${pad("iter", 5, true)}  verdict`,
    );
    for (const outcome of outcomes.filter((entry) => entry.site === site)) {
      const notes = [
        outcome.replayed === outcome.live ? "" : `(live: ${outcome.live})`,
        outcome.unknownSources.length > 0
          ? `(source not checked: page ${outcome.unknownSources.join(", ")})`
          : "",
      ].filter(Boolean);
      if (outcome.refusedBy && outcome.refusedBy.length > 0)
        notes.push(`(refused by ${outcome.refusedBy.join(", ")})`);
      log([outcomeLine(outcome), ...notes].join(" "));
      if (verbose && !outcome.verdict.correct) log(wrongAnswerDetails(outcome));
    }
    log("");
  }
  log("read, requests, iter (and --verbose's pages read): the dumped run's (a replay reads nothing)\n");
  log("Per site");
  log(TABLE_HEADER);
  for (const site of sites) {
    const mine = outcomes.filter((outcome) => outcome.site === site);
    log(summaryRow(site, mine[0]?.lang ?? "", summarize(mine)));
  }
  log("\nPer language (a question's `lang`, else its script: Han → zh, else en)");
  log(TABLE_HEADER);
  const languages = [...new Set(outcomes.map((outcome) => outcome.lang))].sort();
  for (const lang of languages)
    log(summaryRow(lang, lang, summarize(outcomes.filter((outcome) => outcome.lang === lang))));
  const overall = summarize(outcomes);
  log(summaryRow("overall", "", overall));
  log(
    `\nanswerable ${percentText(overall.answerableCorrect, overall.answerable, overall.correctPercent)}, context recall ${recallText(overall)}`,
  );
  const read = outcomes.filter((outcome) => outcome.factsRead !== undefined);
  if (read.length > 0) {
    const lost = read.filter((outcome) => outcome.factsRead && outcome.contextRecalled === false);
    log(
      `facts on the pages read ${read.filter((outcome) => outcome.factsRead).length}/${read.length}; read but not in evidence: ${lost.map((outcome) => outcome.id).join(" ") || "none"}`,
    );
  }
  if (outcomes.some((outcome) => outcome.refusedBy !== undefined)) {
    log("\nRefusal checks (every check that refuses a question; alone: no other check refuses it)");
    for (const line of refusalTableText(refusalTable(outcomes))) log(line);
  }
}

/** How the replay compares with the run that was dumped. */
export function fidelity(outcomes: readonly ReplayedOutcome[]) {
  const differ = outcomes.filter((outcome) => outcome.replayed !== outcome.live);
  return {
    questions: outcomes.length,
    sameVerdict: outcomes.length - differ.length,
    sameAnswer: outcomes.filter((outcome) => outcome.sameAnswer).length,
    differ: differ.map((outcome) => ({
      site: outcome.site,
      id: outcome.id,
      live: outcome.live,
      replayed: outcome.replayed,
    })),
  };
}

async function main(): Promise<void> {
  const json = process.argv.includes("--json");
  const log = (line: string) => {
    if (!json) process.stdout.write(`${line}\n`);
  };
  const dump = flag("dump");
  const replay = flag("replay");
  const quick = process.argv.includes("--quick");
  if ([dump, replay, quick ? "quick" : undefined].filter(Boolean).length !== 1)
    throw new Error("give one of --dump FILE, --replay FILE or --quick");
  if (dump) {
    const written = await dumpDrafts({
      out: dump,
      ...(flag("sites") ? { sites: flag("sites")?.split(",") } : {}),
      ...(flag("ids") ? { ids: flag("ids")?.split(",") } : {}),
      all: process.argv.includes("--all"),
      onSite: (site, questions) => process.stderr.write(`${site}: ${questions} questions dumped\n`),
    });
    log(`${written} questions dumped to ${dump}`);
    return;
  }
  let file = replay as string;
  const dir = quick ? mkdtempSync(join(tmpdir(), "webscout-replay-")) : undefined;
  try {
    if (dir) {
      file = join(dir, "quick.jsonl");
      // A corpus site is left out where its corpus is absent (a checkout without ../shared).
      const served = QUICK.filter((entry) => {
        const site = BENCH_SITES.find((candidate) => candidate.id === entry.site);
        return site !== undefined && !missingCorpus(site);
      });
      await dumpDrafts({
        out: file,
        sites: served.map((entry) => entry.site),
        ids: served.flatMap((entry) => entry.ids),
      });
    }
    const outcomes = replayDrafts(readDump(file), {
      retrieve: process.argv.includes("--retrieve"),
      why: process.argv.includes("--why"),
    });
    print(outcomes, log, process.argv.includes("--verbose"));
    const same = fidelity(outcomes);
    log(
      `\nreplayed = dumped run: verdict ${same.sameVerdict}/${same.questions}, answer word for word ${same.sameAnswer}/${same.questions}`,
    );
    const againstFile = flag("against");
    const against = againstFile ? verdictsOf(readFileSync(againstFile, "utf8")) : undefined;
    const changed = against
      ? outcomes.flatMap((outcome) => {
          const other = against.get(outcome.id);
          return other !== undefined && other !== outcome.replayed
            ? [{ id: outcome.id, against: other, replayed: outcome.replayed }]
            : [];
        })
      : [];
    if (against) {
      log(`\nverdicts that differ from ${againstFile} (${changed.length}):`);
      for (const change of changed)
        log(`  ${pad(change.id, 44)} ${pad(change.against, 8)} → ${change.replayed}`);
      const missing = outcomes.filter((outcome) => !against.has(outcome.id)).length;
      if (missing > 0) log(`  (${missing} replayed questions are not in ${againstFile})`);
    }
    if (json)
      process.stdout.write(
        `${JSON.stringify({ quick, summary: summarize(outcomes), fidelity: same, ...(against ? { against: changed } : {}), ...(outcomes.some((outcome) => outcome.refusedBy) ? { refusalChecks: refusalTable(outcomes) } : {}), questions: outcomes }, null, 2)}\n`,
      );
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main().catch((error: unknown) => {
    process.stderr.write(`replay.ts: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
