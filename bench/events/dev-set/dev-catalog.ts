// The development set's event web: nine New York sites that publish events in different ways (JSON-LD pages,
// JSON-LD series with `eventSchedule`, microdata, plain HTML, an iCalendar feed, an aggregator full of near-miss
// distractors), written before looking at what the scout returns. Dates are days after the anchor day.

export type DevSiteKey =
  | "soundhall"
  | "community"
  | "stage"
  | "makerspace"
  | "library"
  | "techhub"
  | "markethall"
  | "comedyclub"
  | "aggregator";

/** How a site publishes its events. */
export type DevSiteKind = "json-ld" | "json-ld-schedule" | "microdata" | "html" | "ical" | "aggregator";

export interface DevVenue {
  name: string;
  street: string;
  postalCode: string;
  city?: string;
  region?: string;
}

export interface DevSite {
  key: DevSiteKey;
  name: string;
  kind: DevSiteKind;
  venue: DevVenue;
}

export interface DevEvent {
  id: string;
  site: DevSiteKey;
  title: string;
  /** Days after the anchor day (New York). */
  day: number;
  /** "HH:mm" New York time. */
  time: string;
  minutes: number;
  /** schema.org type the site writes (structured sites only). */
  type: string;
  description: string;
  /** A weekly series: occurrences on these weekdays (1 = Monday) from `day` for `weeks` weeks. */
  weekly?: { weeks: number };
  /** Another venue than the site's (the aggregator lists events all over town). */
  venue?: DevVenue;
  /** iCalendar only: the feed entry has no URL and no page exists. */
  feedOnly?: boolean;
  /** iCalendar only: the feed entry carries no URL although the event has a page on the site. */
  feedWithoutUrl?: boolean;
  /** iCalendar CATEGORIES. */
  categories?: string[];
}

const ny = (name: string, street: string, postalCode: string): DevVenue => ({ name, street, postalCode });

export const DEV_SITES: readonly DevSite[] = [
  {
    key: "soundhall",
    name: "Greenpoint Sound Hall",
    kind: "json-ld",
    venue: ny("Greenpoint Sound Hall", "61 Franklin Street", "11222"),
  },
  {
    key: "community",
    name: "Riverside Community Center",
    kind: "json-ld-schedule",
    venue: ny("Riverside Community Center", "490 Riverside Drive", "10027"),
  },
  {
    key: "stage",
    name: "Bowery Stage",
    kind: "microdata",
    venue: ny("Bowery Stage", "311 Bowery", "10003"),
  },
  {
    key: "makerspace",
    name: "Gowanus Makerspace",
    kind: "html",
    venue: ny("Gowanus Makerspace", "140 Third Street", "11231"),
  },
  {
    key: "library",
    name: "Inwood Branch Library",
    kind: "ical",
    venue: ny("Inwood Branch Library", "4790 Broadway", "10034"),
  },
  {
    key: "techhub",
    name: "Flatiron Tech Hub",
    kind: "json-ld",
    venue: ny("Flatiron Tech Hub", "28 West 23rd Street", "10010"),
  },
  {
    key: "markethall",
    name: "Essex Street Market Hall",
    kind: "html",
    venue: ny("Essex Street Market Hall", "88 Essex Street", "10002"),
  },
  {
    key: "comedyclub",
    name: "Cellar Comedy Club",
    kind: "microdata",
    venue: ny("Cellar Comedy Club", "117 MacDougal Street", "10012"),
  },
  {
    key: "aggregator",
    name: "Gotham Weekender",
    kind: "aggregator",
    venue: ny("Various venues", "", ""),
  },
];

const church = ny("St. Luke in the Fields", "487 Hudson Street", "10014");
const bookstore = ny("Three Lives Books", "154 West 10th Street", "10014");
const park = ny("Prospect Park Boathouse", "101 East Drive", "11225");
const gym = ny("Chelsea Fitness Loft", "212 West 18th Street", "10011");
const basement = ny("Ridgewood Basement Club", "56 Wyckoff Avenue", "11385");
const cinema = ny("Roxy Screening Room", "2 Sixth Avenue", "10013");
const climbing = ny("Brooklyn Boulders Annex", "575 Degraw Street", "11217");
const bank = ny("Midtown Business Center", "350 Fifth Avenue", "10118");
const nature = ny("Queens Nature Center", "120-55 Queens Boulevard", "11415");
const hotel = ny("Midtown Commons Hotel Ballroom", "151 West 54th Street", "10019");
const danceStudio = ny("Mambo Studio", "840 Broadway", "10003");
const boston: DevVenue = {
  name: "Harborside Jazz Room",
  street: "250 Northern Avenue",
  postalCode: "02210",
  city: "Boston",
  region: "MA",
};

export const DEV_EVENTS: readonly DevEvent[] = [
  // Greenpoint Sound Hall — JSON-LD MusicEvent pages (and one stand-up night).
  {
    id: "sh-jazz-trio",
    site: "soundhall",
    title: "Elena Ruiz Trio",
    day: 2,
    time: "20:00",
    minutes: 120,
    type: "MusicEvent",
    description: "Pianist Elena Ruiz leads her trio through original compositions and reimagined standards.",
  },
  {
    id: "sh-bebop",
    site: "soundhall",
    title: "Bebop Night with the Carver Quintet",
    day: 5,
    time: "21:00",
    minutes: 150,
    type: "MusicEvent",
    description:
      "Hard-swinging bebop and hard bop from a five-piece band with trumpet and tenor sax. Two sets.",
  },
  {
    id: "sh-rock",
    site: "soundhall",
    title: "Static Parade + The Lows",
    day: 3,
    time: "20:30",
    minutes: 180,
    type: "MusicEvent",
    description: "Two indie rock bands, loud guitars and big choruses. All ages.",
  },
  {
    id: "sh-strings",
    site: "soundhall",
    title: "Harbor String Quartet: Beethoven & Bartók",
    day: 7,
    time: "19:30",
    minutes: 100,
    type: "MusicEvent",
    description: "Chamber music: Beethoven's Opus 132 and Bartók's fourth string quartet.",
  },
  {
    id: "sh-techno",
    site: "soundhall",
    title: "Warehouse All-Nighter",
    day: 9,
    time: "23:00",
    minutes: 360,
    type: "MusicEvent",
    description: "Resident DJs spin techno and house until dawn on the big sound system. 21+.",
  },
  {
    id: "sh-blues",
    site: "soundhall",
    title: "Delta Ray & the Night Shift",
    day: 11,
    time: "20:00",
    minutes: 120,
    type: "MusicEvent",
    description:
      "Electric and acoustic blues in the Mississippi Delta tradition, slide guitar and harmonica.",
  },
  {
    id: "sh-jazz-late",
    site: "soundhall",
    title: "Late-Night Jazz Jam Session",
    day: 20,
    time: "22:00",
    minutes: 180,
    type: "MusicEvent",
    description: "Open jazz jam: the house trio plays a set, then musicians sit in on standards.",
  },
  {
    id: "sh-standup",
    site: "soundhall",
    title: "Dana Kim: Borough Girl",
    day: 6,
    time: "20:00",
    minutes: 75,
    type: "ComedyEvent",
    description: "Comedian Dana Kim's new stand-up hour about growing up in Queens.",
  },

  // Riverside Community Center — JSON-LD series with eventSchedule (no startDate on the event).
  {
    id: "cc-pottery",
    site: "community",
    title: "Wheel-Throwing for Beginners",
    day: 1,
    time: "18:30",
    minutes: 120,
    type: "EducationEvent",
    weekly: { weeks: 8 },
    description:
      "Learn to center clay and throw bowls and cups on the wheel. A hands-on ceramics class; clay and glazes included.",
  },
  {
    id: "cc-chess",
    site: "community",
    title: "Tuesday Chess Club",
    day: 1,
    time: "17:00",
    minutes: 120,
    type: "SocialEvent",
    weekly: { weeks: 8 },
    description: "Casual games for every level; boards and clocks provided. Drop in.",
  },
  {
    id: "cc-market",
    site: "community",
    title: "Riverside Greenmarket",
    day: 4,
    time: "08:00",
    minutes: 300,
    type: "SaleEvent",
    weekly: { weeks: 8 },
    description: "Local farmers sell fresh produce, apples, bread, cheese, eggs and flowers on the plaza.",
  },
  {
    id: "cc-yoga",
    site: "community",
    title: "Gentle Yoga",
    day: 0,
    time: "10:00",
    minutes: 60,
    type: "Event",
    weekly: { weeks: 8 },
    description: "A slow-paced yoga class for all levels and ages. Bring a mat.",
  },
  {
    id: "cc-ceramics-sale",
    site: "community",
    title: "Holiday Ceramics Sale",
    day: 12,
    time: "10:00",
    minutes: 420,
    type: "SaleEvent",
    description: "Members of the pottery studio sell handmade mugs, bowls and vases. Cash and cards.",
  },

  // Bowery Stage — microdata.
  {
    id: "st-play",
    site: "stage",
    title: "The Cherry Orchard",
    day: 4,
    time: "19:30",
    minutes: 150,
    type: "TheaterEvent",
    description: "Chekhov's bittersweet comedy of a family losing its estate, in a new translation.",
  },
  {
    id: "st-improv",
    site: "stage",
    title: "Anything Goes: Long-Form Improv",
    day: 3,
    time: "21:30",
    minutes: 60,
    type: "ComedyEvent",
    description: "Improvised comedy: one audience suggestion becomes a forty-minute unscripted piece.",
  },
  {
    id: "st-sketch",
    site: "stage",
    title: "Office Hours: A Sketch Revue",
    day: 8,
    time: "20:00",
    minutes: 80,
    type: "ComedyEvent",
    description: "Sketch comedy: a revue of written scenes about work life, with songs.",
  },
  {
    id: "st-dance",
    site: "stage",
    title: "Studio Company Winter Showcase",
    day: 10,
    time: "19:00",
    minutes: 90,
    type: "DanceEvent",
    description: "Contemporary dance: three new pieces performed by the studio company's dancers.",
  },
  {
    id: "st-playwriting",
    site: "stage",
    title: "Writing Your First Scene",
    day: 6,
    time: "14:00",
    minutes: 180,
    type: "EducationEvent",
    description: "A hands-on playwriting workshop: exercises, feedback and a first scene by the end.",
  },
  {
    id: "st-musical",
    site: "stage",
    title: "Songs for a New World",
    day: 12,
    time: "19:30",
    minutes: 120,
    type: "TheaterEvent",
    description: "A song-cycle musical performed by a cast of four with a live band.",
  },

  // Gowanus Makerspace — plain HTML pages.
  {
    id: "mk-woodworking",
    site: "makerspace",
    title: "Build a Cutting Board",
    day: 2,
    time: "10:00",
    minutes: 240,
    type: "",
    description:
      "Intro to woodworking: mill, glue up and finish a maple cutting board to take home. Hands-on; tools provided.",
  },
  {
    id: "mk-python",
    site: "makerspace",
    title: "Python for Absolute Beginners",
    day: 4,
    time: "18:30",
    minutes: 150,
    type: "",
    description: "Bring a laptop and write your first programs in Python in this hands-on coding workshop.",
  },
  {
    id: "mk-soldering",
    site: "makerspace",
    title: "Learn to Solder",
    day: 9,
    time: "18:00",
    minutes: 120,
    type: "",
    description: "Electronics workshop: solder a blinking LED badge kit. All parts and irons provided.",
  },
  {
    id: "mk-typography",
    site: "makerspace",
    title: "From Gutenberg to Helvetica",
    day: 5,
    time: "19:00",
    minutes: 75,
    type: "",
    description: "An illustrated talk on the history of type design, followed by questions.",
  },
  {
    id: "mk-knitting",
    site: "makerspace",
    title: "Stitch Night",
    day: 7,
    time: "18:00",
    minutes: 120,
    type: "",
    description: "Bring your needles and yarn: an informal knitting and crochet meetup. Beginners welcome.",
  },
  {
    id: "mk-3d",
    site: "makerspace",
    title: "3D Printer Open Lab",
    day: 11,
    time: "17:00",
    minutes: 180,
    type: "",
    description: "Open hours on the 3D printers for members who passed the safety check; staff on hand.",
  },
  {
    id: "mk-repair",
    site: "makerspace",
    title: "Repair Café",
    day: 13,
    time: "11:00",
    minutes: 240,
    type: "",
    description: "Volunteers help you fix broken lamps, toasters, bikes and clothes for free.",
  },

  // Inwood Branch Library — an iCalendar feed; a few entries have pages.
  {
    id: "lb-bookclub",
    site: "library",
    title: "Mystery Readers Group",
    day: 3,
    time: "18:00",
    minutes: 90,
    type: "",
    feedOnly: true,
    categories: ["Adults"],
    description:
      "This month's book club pick: The Thursday Murder Club. New members welcome to the discussion.",
  },
  {
    id: "lb-author",
    site: "library",
    title: "Maya Lin Chen: The River House",
    day: 6,
    time: "18:30",
    minutes: 75,
    type: "",
    feedWithoutUrl: true,
    categories: ["Adults", "Author Events"],
    description: "The novelist reads from and discusses her new book, followed by a signing.",
  },
  {
    id: "lb-storytime",
    site: "library",
    title: "Toddler Story Time",
    day: 2,
    time: "10:30",
    minutes: 30,
    type: "",
    feedOnly: true,
    weekly: { weeks: 3 },
    categories: ["Kids"],
    description: "Stories, songs and rhymes for children up to age three and their grown-ups.",
  },
  {
    id: "lb-teen-coding",
    site: "library",
    title: "Teen Game Design with Scratch",
    day: 8,
    time: "16:00",
    minutes: 90,
    type: "",
    categories: ["Teens"],
    description:
      "Teens build a simple video game in Scratch in this hands-on coding session. Laptops provided.",
  },
  {
    id: "lb-esl",
    site: "library",
    title: "English Conversation Group",
    day: 5,
    time: "11:00",
    minutes: 60,
    type: "",
    feedOnly: true,
    weekly: { weeks: 3 },
    categories: ["Adults"],
    description: "Practice speaking English in a relaxed group led by a volunteer.",
  },
  {
    id: "lb-film",
    site: "library",
    title: "Casablanca (1942)",
    day: 10,
    time: "17:30",
    minutes: 110,
    type: "",
    categories: ["Film"],
    description: "Film screening: the classic Bogart and Bergman picture, shown on the big screen.",
  },
  {
    id: "lb-jazz-history",
    site: "library",
    title: "Uptown Swing: Harlem and the Birth of Big-Band Jazz",
    day: 9,
    time: "18:00",
    minutes: 60,
    type: "",
    feedOnly: true,
    categories: ["Adults", "History"],
    description: "A lecture with recordings on how Harlem's ballrooms shaped jazz in the 1930s.",
  },

  // Flatiron Tech Hub — JSON-LD with several event types.
  {
    id: "th-js-meetup",
    site: "techhub",
    title: "NYC JavaScript Meetup: December",
    day: 3,
    time: "18:30",
    minutes: 150,
    type: "SocialEvent",
    description:
      "Our monthly meetup for JavaScript developers: pizza, networking and two short community demos.",
  },
  {
    id: "th-ai-talk",
    site: "techhub",
    title: "What Language Models Can and Can't Do",
    day: 5,
    time: "18:30",
    minutes: 90,
    type: "EducationEvent",
    description: "A talk by a machine learning researcher on the limits of large language models, with Q&A.",
  },
  {
    id: "th-security-talk",
    site: "techhub",
    title: "Passwords Are Dead: Passkeys Explained",
    day: 11,
    time: "18:30",
    minutes: 75,
    type: "EducationEvent",
    description: "A security engineer's talk on how passkeys work and why software teams should adopt them.",
  },
  {
    id: "th-react-workshop",
    site: "techhub",
    title: "Build Your First React App",
    day: 7,
    time: "10:00",
    minutes: 360,
    type: "EducationEvent",
    description: "A full-day hands-on workshop: build and deploy a small web app with React. Bring a laptop.",
  },
  {
    id: "th-pitch",
    site: "techhub",
    title: "Startup Pitch Night",
    day: 8,
    time: "19:00",
    minutes: 120,
    type: "BusinessEvent",
    description: "Ten early-stage startups pitch to investors; drinks and networking afterwards.",
  },
  {
    id: "th-mixer",
    site: "techhub",
    title: "Founders & Funders Mixer",
    day: 12,
    time: "18:00",
    minutes: 150,
    type: "BusinessEvent",
    description: "A networking evening for startup founders, angel investors and operators.",
  },
  {
    id: "th-hackathon",
    site: "techhub",
    title: "Civic Data Hackathon",
    day: 13,
    time: "09:00",
    minutes: 600,
    type: "Hackathon",
    description: "Teams build tools with the city's open data in one day. Prizes for the best projects.",
  },
  {
    id: "th-python-meetup",
    site: "techhub",
    title: "Python Users Group Monthly",
    day: 10,
    time: "18:30",
    minutes: 120,
    type: "SocialEvent",
    description: "The Python user group meets: news, a show-and-tell and networking for Python programmers.",
  },

  // Essex Street Market Hall — plain HTML pages.
  {
    id: "mh-craft-market",
    site: "markethall",
    title: "Holiday Makers Market",
    day: 6,
    time: "11:00",
    minutes: 360,
    type: "",
    description: "Over sixty makers sell ceramics, jewelry, prints and knitwear at this holiday craft fair.",
  },
  {
    id: "mh-flea",
    site: "markethall",
    title: "Vintage Flea",
    day: 13,
    time: "10:00",
    minutes: 360,
    type: "",
    description: "Vintage clothing, records, furniture and collectibles from forty dealers. Free entry.",
  },
  {
    id: "mh-cooking",
    site: "markethall",
    title: "Handmade Dumplings",
    day: 4,
    time: "18:00",
    minutes: 150,
    type: "",
    description: "A hands-on cooking class: fold, pleat and pan-fry dumplings with a chef. Dinner included.",
  },
  {
    id: "mh-wine",
    site: "markethall",
    title: "Natural Wine Tasting",
    day: 9,
    time: "19:00",
    minutes: 120,
    type: "",
    description: "Taste eight natural wines from small producers with a sommelier. 21+.",
  },
  {
    id: "mh-food-fest",
    site: "markethall",
    title: "Lower East Side Food Festival",
    day: 22,
    time: "12:00",
    minutes: 360,
    type: "",
    description: "Thirty food vendors, a farmers market and cooking demos fill the hall.",
  },

  // Cellar Comedy Club — microdata.
  {
    id: "cl-showcase",
    site: "comedyclub",
    title: "Friday Night Showcase",
    day: 4,
    time: "21:00",
    minutes: 100,
    type: "ComedyEvent",
    description: "Five comics, five tight sets of stand-up comedy from club regulars and a headliner.",
  },
  {
    id: "cl-openmic",
    site: "comedyclub",
    title: "Monday Open Mic",
    day: 0,
    time: "19:00",
    minutes: 120,
    type: "ComedyEvent",
    weekly: { weeks: 2 },
    description: "Stand-up open mic: sign up at 6:30, five minutes each. New comics welcome.",
  },
  {
    id: "cl-improv",
    site: "comedyclub",
    title: "Harold Night",
    day: 7,
    time: "21:00",
    minutes: 90,
    type: "ComedyEvent",
    description:
      "House improv teams perform the Harold, a long-form improvisation built from one suggestion.",
  },
  {
    id: "cl-writing",
    site: "comedyclub",
    title: "Joke Writing Class",
    day: 9,
    time: "14:00",
    minutes: 240,
    type: "EducationEvent",
    description: "A comedy writing workshop: learn setups, punchlines and tags, and write a five-minute set.",
  },

  // Gotham Weekender — an aggregator: real targets among near-miss distractors.
  {
    id: "ag-jazz-vespers",
    site: "aggregator",
    title: "Sunday Jazz Vespers",
    day: 7,
    time: "17:00",
    minutes: 75,
    type: "MusicEvent",
    venue: church,
    description: "A live jazz quartet plays an hour of ballads and spirituals. Free; donations welcome.",
  },
  {
    id: "ag-jazzercise",
    site: "aggregator",
    title: "Jazzercise Dance Fitness",
    day: 3,
    time: "09:00",
    minutes: 60,
    type: "SportsEvent",
    venue: gym,
    description: "A cardio dance workout class set to pop hits. All fitness levels.",
  },
  {
    id: "ag-jazz-swap",
    site: "aggregator",
    title: "Jazz Age Costume Swap",
    day: 5,
    time: "13:00",
    minutes: 180,
    type: "SaleEvent",
    venue: hotel,
    description: "Trade flapper dresses, suits and hats before the season's 1920s parties.",
  },
  {
    id: "ag-rock-climbing",
    site: "aggregator",
    title: "Intro to Rock Climbing",
    day: 4,
    time: "18:00",
    minutes: 120,
    type: "SportsEvent",
    venue: climbing,
    description: "Learn to boulder safely: technique, falling and gym etiquette. Shoes included.",
  },
  {
    id: "ag-punk",
    site: "aggregator",
    title: "Basement Punk Matinee",
    day: 6,
    time: "15:00",
    minutes: 180,
    type: "MusicEvent",
    venue: basement,
    description: "Four punk rock bands, an all-ages afternoon show. $10 at the door.",
  },
  {
    id: "ag-pottery-talk",
    site: "aggregator",
    title: "Ancient Greek Pottery",
    day: 8,
    time: "18:00",
    minutes: 60,
    type: "EducationEvent",
    venue: bookstore,
    description: "An archaeologist's lecture on painted vases of Athens and what they tell us.",
  },
  {
    id: "ag-paddleboard",
    site: "aggregator",
    title: "Stand-Up Paddleboard Basics",
    day: 10,
    time: "10:00",
    minutes: 120,
    type: "SportsEvent",
    venue: park,
    description: "Learn to paddle a board on the lake; boards and life vests provided.",
  },
  {
    id: "ag-snake",
    site: "aggregator",
    title: "Meet a Ball Python",
    day: 6,
    time: "11:00",
    minutes: 45,
    type: "ChildrensEvent",
    venue: nature,
    description: "Kids meet the nature center's snakes and learn how reptiles live.",
  },
  {
    id: "ag-stock-market",
    site: "aggregator",
    title: "Stock Market Basics Seminar",
    day: 7,
    time: "12:00",
    minutes: 90,
    type: "BusinessEvent",
    venue: bank,
    description: "A financial adviser explains index funds, risk and how to start investing.",
  },
  {
    id: "ag-real-estate",
    site: "aggregator",
    title: "Real Estate Investors Breakfast",
    day: 2,
    time: "08:00",
    minutes: 90,
    type: "BusinessEvent",
    venue: hotel,
    description: "Breakfast and networking for property investors; a speaker on rental markets.",
  },
  {
    id: "ag-yarn-sale",
    site: "aggregator",
    title: "Yarn Sale & Swap",
    day: 9,
    time: "10:00",
    minutes: 300,
    type: "SaleEvent",
    venue: bookstore,
    description: "Knitters sell and swap yarn, needles and patterns from their stash.",
  },
  {
    id: "ag-book-sale",
    site: "aggregator",
    title: "Friends of the Library Book Sale",
    day: 5,
    time: "10:00",
    minutes: 360,
    type: "SaleEvent",
    venue: bookstore,
    description: "Thousands of used books, records and DVDs, most for a dollar.",
  },
  {
    id: "ag-filmmaking",
    site: "aggregator",
    title: "Filmmaking for Beginners",
    day: 11,
    time: "10:00",
    minutes: 360,
    type: "EducationEvent",
    venue: cinema,
    description: "A one-day workshop: plan, shoot and edit a short film on your phone.",
  },
  {
    id: "ag-comedy-film",
    site: "aggregator",
    title: "Some Like It Hot",
    day: 12,
    time: "19:00",
    minutes: 120,
    type: "ScreeningEvent",
    venue: cinema,
    description: "A 35mm screening of Billy Wilder's classic comedy film.",
  },
  {
    id: "ag-ornaments",
    site: "aggregator",
    title: "Kids' Ornament Making",
    day: 8,
    time: "11:00",
    minutes: 90,
    type: "ChildrensEvent",
    venue: nature,
    description: "Children make holiday ornaments from pinecones and felt. Ages 4 to 10.",
  },
  {
    id: "ag-organ",
    site: "aggregator",
    title: "Advent Organ Recital",
    day: 9,
    time: "19:00",
    minutes: 60,
    type: "MusicEvent",
    venue: church,
    description: "Classical music for organ: Bach, Buxtehude and Messiaen played on the church's pipe organ.",
  },
  {
    id: "ag-salsa",
    site: "aggregator",
    title: "Salsa Lessons for Beginners",
    day: 5,
    time: "19:00",
    minutes: 90,
    type: "DanceEvent",
    venue: danceStudio,
    description: "Learn basic salsa steps with a partner; no experience needed. A social dance follows.",
  },
  {
    id: "ag-author",
    site: "aggregator",
    title: "Priya Nair: Salt and Stone",
    day: 9,
    time: "19:00",
    minutes: 60,
    type: "LiteraryEvent",
    venue: bookstore,
    description: "The author reads from her new essay collection and talks with a critic; signing to follow.",
  },
  {
    id: "ag-boston-jazz",
    site: "aggregator",
    title: "Harborside Jazz Orchestra",
    day: 6,
    time: "20:00",
    minutes: 120,
    type: "MusicEvent",
    venue: boston,
    description: "A seventeen-piece big band plays Ellington and Basie. In Boston.",
  },
  {
    id: "ag-jazz-trio-listing",
    site: "aggregator",
    title: "Elena Ruiz Trio",
    day: 2,
    time: "20:00",
    minutes: 120,
    type: "MusicEvent",
    venue: { name: "Greenpoint Sound Hall", street: "61 Franklin Street", postalCode: "11222" },
    description: "Modern jazz piano trio. Listed from the venue's calendar.",
  },
];

export function devSite(key: DevSiteKey): DevSite {
  return DEV_SITES.find((site) => site.key === key) as DevSite;
}

export function devEvent(id: string): DevEvent {
  const event = DEV_EVENTS.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`no dev-set event "${id}"`);
  return event;
}

/** The venue an event takes place at. */
export function venueOf(event: DevEvent): DevVenue {
  return event.venue ?? devSite(event.site).venue;
}
