// The demo shop's catalogue: categories and products with the specs, prices and warranty lengths the
// benchmark questions ask about. Fictional data; every figure here is served verbatim on a product page.

import type { Category, Product } from "./product-types.js";
import { SHELTER_PRODUCTS } from "./products-shelter.js";
import { SLEEP_AND_WEAR_PRODUCTS } from "./products-sleep-wear.js";

export type { Category, Product, Review } from "./product-types.js";

export const CATEGORIES: Category[] = [
  {
    slug: "tents",
    name: "Tents",
    intro:
      "Backpacking, car-camping and ultralight shelters, tested from the Cascades to the Green Mountains.",
  },
  {
    slug: "backpacks",
    name: "Backpacks",
    intro: "Daypacks to expedition packs, fitted by torso length and built to carry for decades.",
  },
  {
    slug: "sleeping-bags",
    name: "Sleeping Bags",
    intro: "Down bags, quilts and insulated pads for three-season nights and shoulder-season frost.",
  },
  {
    slug: "clothing",
    name: "Clothing",
    intro: "Rain shells and insulated layers that pack small and keep you moving in bad weather.",
  },
  {
    slug: "footwear",
    name: "Footwear",
    intro: "Hiking boots and trail runners with grippy outsoles and room for long days.",
  },
  {
    slug: "camp-kitchen",
    name: "Camp Kitchen",
    intro: "Stoves, cook sets and everything you need to eat well in the backcountry.",
  },
];

export const PRODUCTS: Product[] = [...SHELTER_PRODUCTS, ...SLEEP_AND_WEAR_PRODUCTS];

/** "$349.00" */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}
