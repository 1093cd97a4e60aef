// BM25 retrieval over passages (MiniSearch with our tokenizer), so prompts carry the best passages only.
import MiniSearch from "minisearch";
import { tokenize } from "./tokenize.js";
import type { Passage, ScoredPassage } from "./types.js";

export interface CreatePassageIndexOptions {
  /** Locale for word segmentation of passages and queries; default: the runtime's. */
  locale?: string;
  /** Field weights. Defaults: heading 2, title 1.5, text 1; a heading names what its passage is about,
   * a title is shared by every passage of its page so it is boosted less. */
  fieldBoosts?: { title?: number; heading?: number; text?: number };
}

export interface SearchPassagesOptions {
  /** Most results returned. Default 20. */
  limit?: number;
  /** Score multipliers by page index, e.g. the pages a previous answer used, for a follow-up. */
  boostPages?: ReadonlyMap<number, number>;
  /** Keep only passages for which this returns true. */
  filter?: (passage: Passage) => boolean;
  /** The query's language (BCP 47): its words are stemmed as that language's, to meet passages in it. */
  language?: string;
  /** The query is terms already (`tokenize`'s output joined by spaces), searched as they are: a stem may be spelled
   * as a stop word that tokenizing it again would drop (French "ans" → "an", "délai" → "del"). Default false. */
  terms?: boolean;
}

export interface PassageIndex {
  /** Adds passages; a passage with an id already indexed replaces it. */
  add(passages: readonly Passage[]): void;
  /** Forgets every passage of a page (before re-adding a refetched page, for instance). */
  removePage(pageIndex: number): void;
  /** Best passages for a query, best first; ties go to the lower page index, then the earlier passage. */
  search(query: string, options?: SearchPassagesOptions): ScoredPassage[];
  /** The page's passages in page order (empty when the page is not indexed). */
  passagesOfPage(pageIndex: number): Passage[];
  /** Number of passages indexed. */
  readonly size: number;
}

type IndexedFields = Pick<Passage, "id" | "title" | "heading" | "text">;

export function createPassageIndex(options: CreatePassageIndexOptions = {}): PassageIndex {
  const { locale } = options;
  const boosts = { title: 1.5, heading: 2, text: 1, ...options.fieldBoosts };
  const passagesById = new Map<string, Passage>();
  const idsByPage = new Map<number, Set<string>>();
  const miniSearch = new MiniSearch<IndexedFields>({
    fields: ["title", "heading", "text"],
    storeFields: [],
    // Each field arrives tokenized by `add`, with its passage's language (MiniSearch does not tell a tokenizer
    // which document a field is from): terms joined by spaces, none of which holds a space.
    tokenize: (terms) => (terms === "" ? [] : terms.split(" ")),
    // Terms come out of `tokenize` already normalised; MiniSearch's default would lower-case them again.
    processTerm: (term) => term,
    searchOptions: { tokenize: (query) => query.split(" "), processTerm: (term) => term },
  });

  const removeById = (id: string): void => {
    const passage = passagesById.get(id);
    if (!passage) return;
    miniSearch.discard(id);
    passagesById.delete(id);
    idsByPage.get(passage.pageIndex)?.delete(id);
  };

  return {
    add(passages) {
      for (const passage of passages) {
        removeById(passage.id);
        const terms = (text: string) => tokenize(text, { locale, language: passage.lang }).join(" ");
        miniSearch.add({
          id: passage.id,
          title: terms(passage.title),
          heading: terms(passage.heading ?? ""),
          text: terms(passage.text),
        });
        passagesById.set(passage.id, passage);
        let pageIds = idsByPage.get(passage.pageIndex);
        if (!pageIds) {
          pageIds = new Set();
          idsByPage.set(passage.pageIndex, pageIds);
        }
        pageIds.add(passage.id);
      }
    },

    removePage(pageIndex) {
      for (const id of [...(idsByPage.get(pageIndex) ?? [])]) removeById(id);
      idsByPage.delete(pageIndex);
    },

    search(query, searchOptions = {}) {
      const { limit = 20, boostPages, filter, language } = searchOptions;
      const words = searchOptions.terms
        ? query.split(" ").filter((term) => term !== "")
        : tokenize(query, { locale, language });
      const terms = [...new Set(words)];
      if (terms.length === 0 || limit <= 0) return [];
      const results = miniSearch.search(terms.join(" "), {
        boost: boosts,
        combineWith: "OR",
        prefix: false,
        fuzzy: false,
        ...(boostPages && {
          boostDocument: (id: string) => boostPages.get(passagesById.get(id)?.pageIndex ?? -1) ?? 1,
        }),
        ...(filter && {
          filter: (result) => {
            const passage = passagesById.get(result.id as string);
            return passage !== undefined && filter(passage);
          },
        }),
      });
      const scored: ScoredPassage[] = [];
      for (const result of results) {
        const passage = passagesById.get(result.id as string);
        if (passage) scored.push({ ...passage, score: result.score, matchedTerms: [...result.queryTerms] });
      }
      scored.sort(
        (left, right) =>
          right.score - left.score || left.pageIndex - right.pageIndex || left.position - right.position,
      );
      return scored.slice(0, limit);
    },

    passagesOfPage(pageIndex) {
      const ids = idsByPage.get(pageIndex) ?? new Set<string>();
      return [...ids]
        .map((id) => passagesById.get(id))
        .filter((passage): passage is Passage => passage !== undefined)
        .sort((left, right) => left.position - right.position);
    },

    get size() {
      return passagesById.size;
    },
  };
}
