// Tells a forum thread or Q&A page by what it declares about itself: a schema.org DiscussionForumPosting,
// SocialMediaPosting or QAPage (JSON-LD or microdata). Forum software prints the same lines once per post
// (a member's signature, "Quote", "Reply", the thread's title as each reply's subject, a quoted post), and
// readers (and extraction benchmarks) count each once.

const DISCUSSION_JSON_LD =
  /"@type"\s*:\s*(?:\[[^\]]*)?"(?:DiscussionForumPosting|SocialMediaPosting|QAPage)"/;
const DISCUSSION_MICRODATA = /schema\.org\/(?:DiscussionForumPosting|SocialMediaPosting|QAPage)$/i;

/** Whether a microdata `itemtype` names a forum post or a Q&A page. */
export function isDiscussionItemType(itemtype: string): boolean {
  return DISCUSSION_MICRODATA.test(itemtype.trim());
}

/** Whether one of the page's JSON-LD blocks declares a forum post or a Q&A page. */
export function declaresDiscussionInJsonLd(jsonLd: readonly string[]): boolean {
  return jsonLd.some((text) => DISCUSSION_JSON_LD.test(text));
}
