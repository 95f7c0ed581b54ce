/**
 * The catalogue's listing data (catalog-listing.ts) held once per loaded catalogue and shared by
 * its store views: adopted from the shipped listing.json when the catalogue loads, else computed
 * on first use.
 */
import { isListable, type CatalogData } from "../catalog-data";
import {
  buildListingFile,
  catalogListing,
  listingFromFile,
  type CatalogListing,
  type ListingFile,
} from "./catalog-listing";

const listings = new WeakMap<CatalogData, CatalogListing>();

/** The catalogue's listing data: as adopted from its listing.json, else computed here on first use. */
export function listingOf(data: CatalogData): CatalogListing {
  let listing = listings.get(data);
  if (!listing) {
    listing = catalogListing(data.file.products.filter(isListable));
    listings.set(data, listing);
  }
  return listing;
}

/** listing.json for a catalogue (the build writes it beside the search index files). */
export function buildListingFileOf(data: CatalogData): ListingFile {
  return buildListingFile(data.file.products.filter(isListable), data.file.version);
}

/** Takes a catalogue's listing data from its listing.json; false (computed on first use instead) when the file does not fit it. */
export function adoptListingFile(data: CatalogData, file: ListingFile | null): boolean {
  const listing = listingFromFile(data.file.products.filter(isListable), data.file.version, file);
  if (listing) listings.set(data, listing);
  return listing !== null;
}
