import { describe, expect, it } from "vitest";
import { makeEvent } from "#test/helpers/event-scout-kit.js";
import { detectKinds, eventKinds, kindFit, parseQueryKinds } from "./index.js";

const fitOf = (query: string, event: Parameters<typeof eventKinds>[0]) =>
  kindFit(parseQueryKinds(query), eventKinds(event))?.status;

const event = (title: string, description: string, types: string[] = []) =>
  makeEvent({ title, description, categories: [], types });

describe("event kinds", () => {
  it("reads formats and subjects as whole words, plurals included, and sets confusing phrases aside", () => {
    const kinds = detectKinds("Hands-on pottery workshops: learn to throw bowls on the wheel");
    expect([...kinds.formats]).toEqual(["workshop"]);
    expect([...kinds.subjects]).toEqual(["pottery"]);
    expect(detectKinds("Stand-Up Paddleboard Basics on the lake").subjects.has("standup")).toBe(false);
    expect(detectKinds("Intro to Rock Climbing").subjects.has("rock")).toBe(false);
    expect(detectKinds("Stock Market Basics Seminar").formats.has("market")).toBe(false);
    expect(detectKinds("Jazz Age Costume Swap").subjects.has("jazz")).toBe(false);
    expect(detectKinds("Meet a Ball Python").subjects.has("programming")).toBe(false);
  });

  it("parses a query into clauses: subject and format together, the most specific subject, shared formats", () => {
    expect(parseQueryKinds("jazz concerts").clauses).toEqual([
      { text: "jazz concerts", subjects: ["jazz"], formats: ["performance"], qualifiers: [] },
    ]);
    expect(parseQueryKinds("stand-up comedy").clauses[0]?.subjects).toEqual(["standup"]);
    const shared = parseQueryKinds("jazz and blues concerts").clauses;
    expect(shared.map((clause) => [clause.subjects, clause.formats])).toEqual([
      [["jazz"], ["performance"]],
      [["blues"], ["performance"]],
    ]);
    // A comma ends the sharing: "theater" is any theater.
    const demo = parseQueryKinds("live jazz and theater, arts talks").clauses;
    expect(demo.map((clause) => clause.text)).toEqual(["live jazz", "theater", "arts talks"]);
    expect(demo[1]?.formats).toEqual([]);
    expect(parseQueryKinds("holiday markets").clauses[0]?.qualifiers).toEqual(["holiday"]);
    expect(parseQueryKinds("something to do this weekend").clauses).toEqual([]);
  });

  it("fits the intersection: a lecture on jazz is no jazz concert, a pottery sale no pottery workshop", () => {
    const concert = event("Bebop Night", "Hard bop from a quintet, two sets.", ["musicevent"]);
    const lecture = event("Uptown Swing", "A lecture on how Harlem's ballrooms shaped jazz.");
    expect(fitOf("jazz concerts", concert)).toBe("match");
    expect(fitOf("jazz concerts", lecture)).toBe("conflict");
    const sale = event("Holiday Ceramics Sale", "Members sell handmade mugs and bowls.", ["saleevent"]);
    const lesson = event("Wheel-Throwing", "A hands-on ceramics class; clay included.", ["educationevent"]);
    expect(fitOf("pottery workshop", sale)).toBe("conflict");
    expect(fitOf("pottery workshop", lesson)).toBe("match");
  });

  it("lets page text override a schema type's default format, and knows a broader subject from a wrong one", () => {
    const lessons = event("Salsa for Beginners", "Learn basic steps; no experience needed.", ["danceevent"]);
    const showcase = event("Winter Showcase", "Three new pieces by the company's dancers.", ["danceevent"]);
    expect(fitOf("dance performances", lessons)).toBe("conflict");
    expect(fitOf("dance performances", showcase)).toBe("match");
    const comedyNight = event("Laugh Riot", "An evening of comedy.", ["comedyevent"]);
    expect(fitOf("stand-up comedy", comedyNight)).toBe("broader");
    // A comedy that is a play is theater too: not a broader case of stand-up, another kind.
    const play = event("The Cherry Orchard", "Chekhov's bittersweet comedy.", ["theaterevent"]);
    expect(fitOf("stand-up comedy", play)).toBe("conflict");
    expect(fitOf("stand-up comedy", event("Harold Night", "Improv teams perform.", ["comedyevent"]))).toBe(
      "conflict",
    );
  });

  it("takes the venue's subject for an event that names none, or only a broader one, never over its own", () => {
    const atClub = (title: string, description: string, types: string[]) =>
      makeEvent({
        title,
        description,
        categories: [],
        types,
        location: "Blue Lantern Jazz Club, 87 Barrow St",
      });
    expect(fitOf("jazz concerts", atClub("Marcus Hale Trio", "Two sets.", ["musicevent"]))).toBe("match");
    expect(fitOf("jazz concerts", atClub("Open Mic Night", "Stand-up comedians.", []))).toBe("conflict");
  });

  it("needs a clause's other words for a full fit", () => {
    const fair = event("Holiday Makers Market", "Makers sell prints and knitwear.");
    const books = event("Book Sale", "Used books, most for a dollar.", ["saleevent"]);
    expect(fitOf("holiday markets", fair)).toBe("match");
    expect(fitOf("holiday markets", books)).toBe("broader");
    // A subject the taxonomy lacks still narrows: a watercolor workshop is not any workshop.
    const pottery = event("Wheel-Throwing", "A hands-on class.", ["educationevent"]);
    const watercolor = event("Watercolor Basics", "A hands-on class.", ["educationevent"]);
    expect(fitOf("gouache workshop", pottery)).toBe("broader");
    expect(fitOf("watercolor workshop", watercolor)).toBe("match");
    expect(fitOf("watercolor workshop", pottery)).toBe("conflict");
    // A place or a day in the query: the place counts where the event is; days narrow nothing here.
    const concert = makeEvent({
      title: "Trio",
      description: "Jazz.",
      categories: [],
      location: "Roulette, Brooklyn, NY",
    });
    expect(fitOf("jazz in Brooklyn on Saturday", concert)).toBe("match");
    expect(fitOf("jazz in Queens", concert)).toBe("broader");
  });
});
