import { describe, expect, it } from "vitest";
import { CITY_TABLE } from "./city-table.js";
import {
  cityMatches,
  findCitiesIn,
  foldPlaceName,
  timeZoneForCity,
  timeZoneForPlace,
} from "./city-time-zones.js";
import { isValidTimeZone } from "./local-time.js";

describe("the city table", () => {
  it("covers at least 60 cities, each with a zone luxon knows", () => {
    expect(CITY_TABLE.length).toBeGreaterThanOrEqual(60);
    const invalid = CITY_TABLE.filter((entry) => !isValidTimeZone(entry.zone)).map((entry) => entry.name);
    expect(invalid).toEqual([]);
  });

  it("gives no name to two cities", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of CITY_TABLE) {
      for (const name of [entry.name, ...entry.aliases, ...(entry.lookupOnly ?? [])]) {
        const key = foldPlaceName(name);
        const owner = seen.get(key);
        if (owner !== undefined && owner !== entry.name) clashes.push(`${name}: ${owner} / ${entry.name}`);
        seen.set(key, entry.name);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("timeZoneForCity", () => {
  it("maps major cities worldwide", () => {
    expect(timeZoneForCity("New York")).toBe("America/New_York");
    expect(timeZoneForCity("San Francisco")).toBe("America/Los_Angeles");
    expect(timeZoneForCity("Los Angeles")).toBe("America/Los_Angeles");
    expect(timeZoneForCity("Chicago")).toBe("America/Chicago");
    expect(timeZoneForCity("London")).toBe("Europe/London");
    expect(timeZoneForCity("Berlin")).toBe("Europe/Berlin");
    expect(timeZoneForCity("Paris")).toBe("Europe/Paris");
    expect(timeZoneForCity("Tokyo")).toBe("Asia/Tokyo");
    expect(timeZoneForCity("Shanghai")).toBe("Asia/Shanghai");
    expect(timeZoneForCity("Beijing")).toBe("Asia/Shanghai");
    expect(timeZoneForCity("Sydney")).toBe("Australia/Sydney");
  });

  it("ignores case, diacritics and a trailing region, and knows common aliases", () => {
    expect(timeZoneForCity("NYC")).toBe("America/New_York");
    expect(timeZoneForCity("new york, ny")).toBe("America/New_York");
    expect(timeZoneForCity("SF")).toBe("America/Los_Angeles");
    expect(timeZoneForCity("LA")).toBe("America/Los_Angeles");
    expect(timeZoneForCity("São Paulo")).toBe("America/Sao_Paulo");
    expect(timeZoneForCity("MÜNCHEN")).toBe("Europe/Berlin");
    expect(timeZoneForCity("Zürich")).toBe("Europe/Zurich");
    expect(timeZoneForCity("København")).toBe("Europe/Copenhagen");
    expect(timeZoneForCity("北京")).toBe("Asia/Shanghai");
    expect(timeZoneForCity("Brooklyn")).toBe("America/New_York");
  });

  it("returns undefined for places it does not know", () => {
    expect(timeZoneForCity("Atlantis")).toBeUndefined();
    expect(timeZoneForCity("")).toBeUndefined();
  });
});

describe("timeZoneForPlace", () => {
  it("lets a country veto a same-named city elsewhere", () => {
    expect(timeZoneForPlace({ city: "Paris", country: "FR" })).toBe("Europe/Paris");
    expect(timeZoneForPlace({ city: "Paris", country: "US" })).toBeUndefined();
    expect(timeZoneForPlace({ city: "London", country: "United Kingdom" })).toBe("Europe/London");
    expect(timeZoneForPlace({ city: "London", country: "Narnia" })).toBe("Europe/London");
    expect(timeZoneForPlace({})).toBeUndefined();
  });
});

describe("findCitiesIn", () => {
  it("finds whole names in an address, the longer name winning", () => {
    expect(findCitiesIn("Le Poisson Rouge, 158 Bleecker St, New York, NY").map((city) => city.name)).toEqual([
      "New York",
    ]);
    expect(findCitiesIn("Limassol Marina")).toEqual([]);
    expect(findCitiesIn("Club, 上海市徐汇区").map((city) => city.name)).toEqual(["Shanghai"]);
  });
});

describe("cityMatches", () => {
  it("matches boroughs, abbreviations and 'City, ST' spellings of New York", () => {
    for (const location of [
      "Brooklyn",
      "Brooklyn Bowl, 61 Wythe Ave, Brooklyn, NY 11249",
      "Manhattan",
      "Queens, NY",
      "New York, NY",
      "NYC",
      "new york",
    ]) {
      expect(cityMatches(location, "New York"), location).toBe(true);
    }
    expect(cityMatches("Le Poisson Rouge, 158 Bleecker St, New York, NY", "NYC")).toBe(true);
  });

  it("rejects other cities and empty locations", () => {
    expect(cityMatches("The Fillmore, San Francisco, CA", "New York")).toBe(false);
    expect(cityMatches("Buffalo, NY", "New York")).toBe(false);
    expect(cityMatches("", "New York")).toBe(false);
    expect(cityMatches("York Minster, York", "New York")).toBe(false);
    expect(cityMatches("Madison Square Garden, New York, NY", "York")).toBe(false);
  });

  it("falls back to whole-word matching for cities the table does not know", () => {
    expect(cityMatches("Grand Hall, Springfield, IL", "Springfield")).toBe(true);
    expect(cityMatches("Springfielder Str. 4, Kiel", "Springfield")).toBe(false);
  });
});
