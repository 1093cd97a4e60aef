// Shapes of the demo catalogue.

export interface Category {
  slug: string;
  name: string;
  intro: string;
}

export interface Review {
  author: string;
  rating: number;
  title: string;
  text: string;
  date: string;
}

export interface Product {
  slug: string;
  name: string;
  category: string;
  sku: string;
  /** Price in US dollars. */
  price: number;
  /** Warranty length as written on the page, e.g. "5-year" or "lifetime". */
  warranty: string;
  summary: string;
  description: string[];
  features: string[];
  specs: Array<[string, string]>;
  reviews: Review[];
  /** Extra HTML shown under the price (notices). */
  notice?: string;
}

/** Shorthand for a customer review. */
export const review = (
  author: string,
  rating: number,
  title: string,
  text: string,
  date: string,
): Review => ({
  author,
  rating,
  title,
  text,
  date,
});
