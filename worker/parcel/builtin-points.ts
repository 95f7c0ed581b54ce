import { estimatePosition, type PostcodeArea } from "./areas";
import { formatPostcodeNumber } from "./postcode";
import type { CountryCode, OpeningHours, ServicePoint, ShopType } from "./types";

interface Kind {
  shopType: ShopType;
  name: (street: string, city: string, seed: number) => string;
  hours: OpeningHours[];
}

/** Opening hours from "open–close" per weekday, Monday first; null is closed. */
function week(...days: ([string, string] | null)[]): OpeningHours[] {
  return days.flatMap((hours, i) =>
    hours ? [{ day: (i + 1) as OpeningHours["day"], open: hours[0], close: hours[1] }] : [],
  );
}
const weekdays = (
  open: string,
  close: string,
  saturday: [string, string] | null,
  sunday: [string, string] | null = null,
) => week(...Array.from({ length: 5 }, (): [string, string] => [open, close]), saturday, sunday);

// Shops of the kinds that take in DHL parcels in each country; names follow the chains' own style.
const NL_KINDS: Kind[] = [
  { shopType: "parcelShop", name: (s) => `Primera ${s}`, hours: weekdays("08:30", "18:00", ["09:00", "17:00"]) },
  {
    shopType: "parcelShop",
    name: (s) => `Jumbo ${s}`,
    hours: weekdays("08:00", "21:00", ["08:00", "20:00"], ["12:00", "18:00"]),
  },
  { shopType: "parcelShop", name: (s) => `Bruna ${s}`, hours: weekdays("09:00", "18:00", ["09:00", "17:00"]) },
  {
    shopType: "parcelShop",
    name: (_, c) => `DHL ServicePoint ${c} Centrum`,
    hours: weekdays("09:00", "17:30", ["10:00", "16:00"]),
  },
  { shopType: "parcelShop", name: (s) => `The Read Shop ${s}`, hours: weekdays("08:30", "18:00", ["09:00", "17:00"]) },
  {
    shopType: "parcelShop",
    name: (s) => `Tabak & Lectuur ${s}`,
    hours: weekdays("08:00", "18:00", ["08:00", "17:00"]),
  },
];
const DE_SHOPS: Kind[] = [
  { shopType: "parcelShop", name: (s) => `REWE ${s}`, hours: weekdays("07:00", "22:00", ["07:00", "22:00"]) },
  {
    shopType: "parcelShop",
    name: (_, c) => `Deutsche Post Filiale ${c}`,
    hours: weekdays("09:00", "18:00", ["09:00", "13:00"]),
  },
  {
    shopType: "parcelShop",
    name: (s) => `Lotto-Toto Schreibwaren ${s}`,
    hours: weekdays("08:00", "18:30", ["08:00", "14:00"]),
  },
  { shopType: "parcelShop", name: (s) => `EDEKA ${s}`, hours: weekdays("07:00", "21:00", ["07:00", "21:00"]) },
  { shopType: "parcelShop", name: (s) => `Kiosk & Tabak ${s}`, hours: weekdays("06:30", "19:00", ["07:00", "14:00"]) },
];
const PACKSTATION: Kind = {
  shopType: "packStation",
  name: (_, __, seed) => `Packstation ${100 + (seed % 900)}`,
  hours: week(...Array.from({ length: 7 }, (): [string, string] => ["00:00", "24:00"])),
};
// Letters Dutch postcodes use (no F, I, O, Q, U, Y); SA, SD and SS are never given out.
const NL_LETTERS = "ABCDEGHJKLMNPRSTVWXZ";

/** FNV-1a: the same text always gives the same number, so the built-in data never changes between runs. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

function nlLetters(seed: number): string {
  const pair = NL_LETTERS[seed % 20]! + NL_LETTERS[Math.floor(seed / 20) % 20]!;
  return /^S[ADS]$/.test(pair) ? `${pair[0]}T` : pair;
}

/** The kinds of point an area has: three shops in NL; two shops and two Packstations in DE. */
function kindsOf(country: CountryCode, areaNumber: number): Kind[] {
  if (country === "NL") return [0, 2, 4].map((step) => NL_KINDS[(areaNumber + step) % NL_KINDS.length]!);
  return [
    DE_SHOPS[areaNumber % DE_SHOPS.length]!,
    DE_SHOPS[(areaNumber + 2) % DE_SHOPS.length]!,
    PACKSTATION,
    PACKSTATION,
  ];
}

/** The built-in service points of one area, always the same; ids are "{country}-{area}-{n}". */
export function builtinPointsOf(country: CountryCode, area: PostcodeArea): ServicePoint[] {
  const [code, city, , , centre, streets] = area;
  return kindsOf(country, Number(code)).map((kind, i) => {
    const id = `${country}-${code}-${i + 1}`;
    const seed = seedOf(id);
    const street = streets[(i + (kind.shopType === "packStation" ? 1 : 0)) % streets.length]!;
    // Within a few postcodes of the centre, never leaving the area.
    const number = centre + (seed % (country === "NL" ? 6 : 60));
    const position = estimatePosition(country, number);
    const jitter = (shift: number) => (((seed >>> shift) % 101) - 50) * 0.00004;
    return {
      id,
      name: kind.name(street, city, seed),
      shopType: kind.shopType,
      street,
      houseNumber: String(1 + ((seed >>> 8) % (country === "NL" ? 140 : 90))),
      postalCode: country === "NL" ? `${number} ${nlLetters(seed >>> 4)}` : formatPostcodeNumber(country, number),
      city,
      countryCode: country,
      latitude: Number((position.latitude + jitter(3)).toFixed(5)),
      longitude: Number((position.longitude + jitter(11)).toFixed(5)),
      openingHours: kind.hours,
    };
  });
}
