// Picking a few questions by id (bench:agent --ids, replay.ts --ids): a follow-up needs the question it follows.
import type { BenchQuestion } from "./questions.js";

/** The questions with these ids and those they follow, in file order; all of them without ids. */
export function pickIds(
  questions: readonly BenchQuestion[],
  ids: Iterable<string> | undefined,
): BenchQuestion[] {
  if (!ids) return [...questions];
  const asked = new Set(ids);
  const wanted = new Set<string>();
  const add = (id: string) => {
    if (wanted.has(id)) return;
    wanted.add(id);
    const parent = questions.find((question) => question.id === id)?.followUpOf;
    if (parent) add(parent);
  };
  for (const question of questions) if (asked.has(question.id)) add(question.id);
  return questions.filter((question) => wanted.has(question.id));
}
