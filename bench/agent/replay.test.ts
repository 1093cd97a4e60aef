// replay.ts: a dump of the answer step replays to the live run's verdicts (--quick, as npm test runs it), its term
// weights come back whole, a replay re-runs the engine rather than echoing what the dump recorded, and --retrieve
// chooses the passages again from the pages read.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runProcess } from "#test/helpers/run-process.js";
import type { DraftContext } from "../../src/agents/support/reasoner.js";
import type { TermWeights } from "../../src/agents/support/term-weights.js";
import { QUICK_BENCH_TEST_TIMEOUT_MS } from "../run-quick-bench.js";
import { decodeValue, encodeValue } from "./draft-codec.js";
import { type ReplayedOutcome, readDump, replayDrafts, verdictsOf } from "./replay.js";
import { BENCH_SITES, missingCorpus } from "./sites.js";

const RUN_TIMEOUT_MS = QUICK_BENCH_TEST_TIMEOUT_MS - 10_000;

async function replayScript(args: string[]): Promise<string> {
  const { code, signal, stdout, stderr } = await runProcess({
    command: process.execPath,
    args: ["--import", "tsx", "bench/agent/replay.ts", ...args],
    timeoutMs: RUN_TIMEOUT_MS,
  });
  if (code !== 0)
    throw new Error(`replay.ts ${args.join(" ")} exited with ${signal ?? code}\n${stderr}\n${stdout}`);
  return stdout;
}

const zhSite = BENCH_SITES.find((site) => site.id === "logingov-zh");
const zhServed = zhSite !== undefined && missingCorpus(zhSite) === undefined;

describe("bench/agent/replay.ts", () => {
  const dir = mkdtempSync(join(tmpdir(), "webscout-replay-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "--quick: the replayed verdicts and answers equal the live run's",
    async () => {
      const figures = JSON.parse(await replayScript(["--quick", "--json"])) as {
        quick: boolean;
        fidelity: { questions: number; sameVerdict: number; sameAnswer: number };
        questions: ReplayedOutcome[];
      };
      expect(figures.quick).toBe(true);
      expect(figures.fidelity.questions).toBe(zhServed ? 8 : 6);
      expect(figures.fidelity.sameVerdict).toBe(figures.fidelity.questions);
      expect(figures.fidelity.sameAnswer).toBe(figures.fidelity.questions);
      // The demo's quick questions are answered and refused as bench:agent --quick expects of them.
      const demo = figures.questions.filter((outcome) => outcome.site === "demo");
      expect(demo.filter((outcome) => outcome.expectRefuse).map((outcome) => outcome.replayed)).toEqual([
        "refused",
        "refused",
      ]);
      expect(demo.filter((outcome) => outcome.replayed === "correct").length).toBeGreaterThanOrEqual(3);
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );

  it(
    "keeps Chinese term weights whole, re-runs the engine on the dump, and compares with a printout",
    async () => {
      const file = join(dir, "dump.jsonl");
      await replayScript([
        "--dump",
        file,
        "--sites",
        zhServed ? "demo,logingov-zh" : "demo",
        "--ids",
        zhServed ? "free-shipping,off-topic-weather,login-zh-locked-wait" : "free-shipping,off-topic-weather",
      ]);
      const lines = readDump(file);
      expect(lines.map((line) => line.id)).toEqual(
        zhServed
          ? ["free-shipping", "off-topic-weather", "login-zh-locked-wait"]
          : ["free-shipping", "off-topic-weather"],
      );
      const replayed = replayDrafts(lines);
      expect(replayed.map((outcome) => outcome.replayed)).toEqual(lines.map((line) => line.live.verdict));
      expect(replayed[0]?.replayed).toBe("correct");

      if (zhServed) {
        const context = decodeValue(lines[2]?.drafts.at(-1) as never) as DraftContext;
        const weights: TermWeights = context.termWeights;
        expect(weights).toBeInstanceOf(Map);
        expect(weights.language).toBe("zh");
        expect(weights.framed).toBeInstanceOf(Set);
        expect(weights.sides).toBeInstanceOf(Map);
      }

      // Without its passages the answerable question can only be refused: the replay drafts anew.
      const [shipping] = lines;
      if (!shipping) throw new Error("no dumped line");
      const context = decodeValue(shipping.drafts.at(-1) as never) as DraftContext;
      const emptied = { ...shipping, drafts: [encodeValue({ ...context, passages: [] })] };
      const [refused] = replayDrafts([emptied]);
      expect(refused?.replayed).toBe("refused");
      expect(refused?.live).toBe("correct");

      // With --retrieve the passages are chosen again from the pages the session had read, as the live run chose
      // them; a dump whose pages hold none of the facts says so.
      expect(shipping.indexed?.length).toBeGreaterThan(0);
      const [chosenAgain] = replayDrafts([emptied], { retrieve: true });
      expect(chosenAgain?.replayed).toBe("correct");
      expect(chosenAgain?.sameAnswer).toBe(true);
      expect(chosenAgain?.factsRead).toBe(true);
      const [nothingRead] = replayDrafts([{ ...emptied, indexed: [] }], { retrieve: true });
      expect(nothingRead?.replayed).toBe("refused");
      expect(nothingRead?.factsRead).toBe(false);

      // A printout's per-question lines (bench:agent's or a replay's) give verdicts to compare against.
      const printout = await replayScript(["--replay", file]);
      const printed = verdictsOf(printout);
      expect([...printed.keys()]).toEqual(lines.map((line) => line.id));
      expect(printed.get("off-topic-weather")).toBe("refused");
    },
    QUICK_BENCH_TEST_TIMEOUT_MS,
  );
});
