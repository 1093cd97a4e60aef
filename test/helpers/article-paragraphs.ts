// The body of a small hand-made news article, for extraction tests that need a story long enough to be the
// page's content (its bio, rails and codas are then judged against it).

export const ARTICLE_PARAGRAPHS = [
  "Regular walks lift the mood of people with mild depression about as much as counselling does, a review of ninety studies found this spring.",
  "The effect held for every kind of activity the studies looked at, from gardening and dancing to weight training and brisk walking outdoors.",
  "Researchers say the findings do not replace treatment, but they add one more tool that costs little and can start today in any weather.",
  "Short sessions counted as well: twenty minutes on most days gave about half the benefit of an hour, which makes a start easier for many.",
  "The authors also found that people who walked with others kept the habit longer than those who walked alone, often for a whole year.",
  "Most of the studies were short, the review notes, and longer trials are under way in three countries to see whether the effect lasts.",
];
