/**
 * The built-in address lookup: a small, fixed NL/BE table that works offline, for local runs, the
 * demo and the tests. It is not a register of real addresses: it knows the postcodes below and
 * nothing else, so any other well-formed postcode answers "The zipcode is not valid". A shop looks
 * real addresses up with ADDRESS_LOOKUP=http (http-lookup.ts).
 */
import type { AddressLookup, LookupOutcome, LookupRequest } from "./lookup-types";

interface NlEntry {
  street: string;
  city: string;
  /** The house numbers that exist at this postcode, inclusive. */
  numbers: [number, number];
}

/** Dutch postcodes (6 characters, no space) to their street, city and house numbers. */
const NL: Readonly<Record<string, NlEntry>> = {
  "1015CJ": { street: "Keizersgracht", city: "Amsterdam", numbers: [101, 161] },
  "1012JS": { street: "Dam", city: "Amsterdam", numbers: [1, 27] },
  "1071DJ": { street: "Van Baerlestraat", city: "Amsterdam", numbers: [2, 40] },
  "3511AB": { street: "Oudegracht", city: "Utrecht", numbers: [1, 99] },
  "3011HE": { street: "Hoogstraat", city: "Rotterdam", numbers: [10, 90] },
  "2511CV": { street: "Lange Voorhout", city: "Den Haag", numbers: [1, 60] },
  "9711LM": { street: "Herestraat", city: "Groningen", numbers: [1, 120] },
  "5611EM": { street: "Stratumseind", city: "Eindhoven", numbers: [1, 90] },
  "6811CG": { street: "Jansstraat", city: "Arnhem", numbers: [1, 40] },
  "2011RB": { street: "Grote Houtstraat", city: "Haarlem", numbers: [1, 180] },
};

/** Belgian postcodes (4 digits) to their municipality and the streets the table knows there. */
const BE: Readonly<Record<string, { city: string; streets: readonly string[] }>> = {
  "1000": { city: "Brussel", streets: ["Grasmarkt", "Kunstberg", "Nieuwstraat", "Rue Neuve"] },
  "2000": { city: "Antwerpen", streets: ["Meir", "Kammenstraat", "Groenplaats"] },
  "9000": { city: "Gent", streets: ["Veldstraat", "Korenmarkt"] },
  "3000": { city: "Leuven", streets: ["Bondgenotenlaan", "Diestsestraat"] },
  "8000": { city: "Brugge", streets: ["Steenstraat", "Geldmuntstraat"] },
  "4000": { city: "Liège", streets: ["Rue Pont d'Avroy", "Place Saint-Lambert"] },
};

/** Belgian house numbers the table accepts on any of its streets. */
const BE_NUMBERS: [number, number] = [1, 300];

/** Street names compared without case, accents, dots or extra spaces ("kammenstr" does not match). */
const fold = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[.\s]+/g, " ")
    .trim()
    .toLowerCase();

const inRange = (number: string, [from, to]: [number, number]) => Number(number) >= from && Number(number) <= to;

/** Looks one request up in the built-in table; never fails. */
export function findBuiltin(request: LookupRequest): LookupOutcome {
  if (request.country === "NL") {
    const entry = NL[request.postcode];
    if (!entry) return { kind: "unknown", part: "postcode" };
    if (!inRange(request.number, entry.numbers)) return { kind: "unknown", part: "number" };
    return { kind: "found", street: entry.street, city: entry.city };
  }
  const entry = BE[request.postcode];
  if (!entry) return { kind: "unknown", part: "postcode" };
  const street = entry.streets.find((s) => fold(s) === fold(request.street ?? ""));
  if (!street) return { kind: "unknown", part: "street" };
  if (!inRange(request.number, BE_NUMBERS)) return { kind: "unknown", part: "number" };
  return { kind: "found", street, city: entry.city };
}

/** The built-in adapter. */
export const builtinLookup: AddressLookup = {
  name: "builtin",
  find: (request) => Promise.resolve(findBuiltin(request)),
};
